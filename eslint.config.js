import js from '@eslint/js';
import { webLayerZones } from './eslint/web-layers.js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

const serverAreas = readdirSync(new URL('server/src/modules', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const webFeatures = readdirSync(new URL('web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/migrations/**',
      'test-results/**',
      'playwright-report/**',
      // Violating on purpose: server/src/lint-boundaries.test.ts proves the rules fire on them.
      'server/test/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Runtime import cycles, anywhere (type-only imports are erased and may form cycles).
    files: ['{contract,stripe-sandbox,server,web,e2e,bench}/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'contract/tsconfig.json',
            'stripe-sandbox/tsconfig.json',
            'server/tsconfig.json',
            'web/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['server/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: 'server/src/platform',
              from: 'server/src/modules',
              message:
                'platform/ serves every area and imports none: let the app pass it what it needs.',
            },
          ],
        },
      ],
    },
  },
  {
    // Areas meet through one public file each, modules/<area>/<area>.api.ts; their tables and
    // other files are theirs alone. Tests may read any table to assert the rows written, and
    // tables may reference another area's tables (foreign keys are schema, not behaviour).
    files: ['server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.tables.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: serverAreas.map((area) => ({
            target: `server/src/modules/${area}`,
            from: 'server/src/modules',
            except: [
              `./${area}`,
              ...serverAreas
                .filter((other) => other !== area)
                .map((other) => `./${other}/${other}.api.ts`),
            ],
            message: 'Use another area through its <area>.api.ts.',
          })),
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: ['web/src/components', 'web/src/lib'],
              from: 'web/src/features',
              message: 'Shared code imports no feature: move it into the feature that needs it.',
            },
            // A feature uses another one only through its entry, features/<area>/index.ts.
            ...webFeatures.map((feature) => ({
              target: `web/src/features/${feature}`,
              from: 'web/src/features',
              except: [
                `./${feature}`,
                ...webFeatures
                  .filter((other) => other !== feature)
                  .map((other) => `./${other}/index.ts`),
              ],
              message: `Import another feature through its entry (features/<area>/index.ts).`,
            })),
          ],
        },
      ],
    },
  },
  {
    // Layers, web side (eslint/web-layers.js, from eslint/layers.js); tests too.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x-web-layers': importX },
    rules: {
      'import-x-web-layers/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: webLayerZones },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Every journey runs axe on the pages it visits: specs take `test` from e2e/support/test.ts.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message:
                'Import test and expect from e2e/support/test.ts, which runs axe on every page.',
            },
          ],
        },
      ],
    },
  },
);
