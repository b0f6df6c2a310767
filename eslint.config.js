import js from '@eslint/js';
import { webLayerZones } from './eslint/web-layers.js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import { layers } from './eslint/layers.js';

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

// --- Layers of contract/ and server/ (eslint/layers.js): an area imports only lower areas. ---
const contractAreas = readdirSync(new URL('contract/src', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'common')
  .map((entry) => entry.name);

/** The areas ranked above `area`, failing on an area of `side` that has no rank. */
function areasAbove(area, side) {
  const rank = layers.indexOf(area);
  if (rank < 0) throw new Error(`${side}/${area} has no rank in eslint/layers.js`);
  return layers.slice(rank + 1);
}

const upwardMessage =
  'An area imports only areas of a lower rank (eslint/layers.js): move the shared part down, ' +
  'or let it flow up as an event or through a composition root beside app.ts.';

/** contract/src/<area> imports no contract area ranked above it; common imports no area. */
const contractLayerZones = [
  {
    target: 'contract/src/common',
    from: contractAreas.map((area) => `contract/src/${area}`),
    message: 'contract/src/common sits below every area and knows none.',
  },
  ...contractAreas.map((area) => ({
    target: `contract/src/${area}`,
    from: areasAbove(area, 'contract/src').map((above) => `contract/src/${above}`),
    message: upwardMessage,
  })),
].filter((zone) => zone.from.length > 0);

/** server/src/modules/<area> imports no server area nor contract area ranked above it. */
const serverLayerZones = serverAreas
  .map((area) => ({
    target: `server/src/modules/${area}`,
    from: areasAbove(area, 'server/src/modules').flatMap((above) => [
      `server/src/modules/${above}`,
      `contract/src/${above}`,
    ]),
    message: upwardMessage,
  }))
  .filter((zone) => zone.from.length > 0);

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
    // ignoreExternal: no cycle runs through node_modules (contract and stripe-sandbox import no
    // other workspace), and not parsing the packages' files there halves the rule's time.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
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
    // Layers, contract side (eslint/layers.js). Type-only imports count: a type is a dependency.
    files: ['contract/src/**/*.ts'],
    plugins: { 'import-x-layers': importX },
    rules: {
      'import-x-layers/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: contractLayerZones },
      ],
    },
  },
  {
    // Layers, server side (eslint/layers.js), tables included (a foreign key points down); tests
    // may set up and read any area's rows, as above.
    files: ['server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'import-x-layers': importX },
    rules: {
      'import-x-layers/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: serverLayerZones },
      ],
    },
  },
  {
    // A module inside an area with one entry (docs/architecture.md): the payment-sync module is
    // reached through paid/payment-sync/payment-sync.ts only.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/modules/purchase/paid/payment-sync/**'],
    plugins: { 'import-x-entries': importX },
    rules: {
      'import-x-entries/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: 'server/src',
              from: 'server/src/modules/purchase/paid/payment-sync',
              except: ['./payment-sync.ts'],
              message: 'The payment-sync module has one entry: paid/payment-sync/payment-sync.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // platform/ sits below every area on both sides: of the contract it imports common only.
    files: ['server/src/platform/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'import-x-layers': importX },
    rules: {
      'import-x-layers/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: 'server/src/platform',
              from: contractAreas.map((area) => `contract/src/${area}`),
              message:
                'platform/ sits below every area: of the contract it imports common only (move the shared rule down).',
            },
          ],
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
    // Server test files share their worker's modules (vitest.config.ts): a module replaced in one
    // file would leak into the next. Test through the real parts (the Stripe sandbox, the database).
    files: ['server/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock'].map((property) => ({
          object: 'vi',
          property,
          message: 'Server tests share modules between files: use the real part, not vi.mock.',
        })),
      ],
    },
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
