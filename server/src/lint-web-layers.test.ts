// The web's layers (eslint/web-layers.js, from eslint/layers.js) fire on upward imports and let
// downward ones pass.
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot, overrideConfigFile: 'eslint.config.js' });
});

/** The rule ids reported on `source` as if it were the file at `filePath` (from the repo root). */
async function rulesFiredOn(filePath: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath: path.join(repoRoot, filePath) });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

const importing = (specifier: string) =>
  `import { x } from '${specifier}';\n\nexport const y = x;\n`;
const importingType = (specifier: string) =>
  `import type { X } from '${specifier}';\n\nexport type Y = X;\n`;

const layered = 'import-x-web-layers/no-restricted-paths';

describe('web layers', { timeout: 60_000 }, () => {
  it('lets a feature import a lower-ranked feature only, type-only imports included', async () => {
    // programs (9) sits above media (5) and below clients (16).
    const file = 'web/src/features/programs/fixture.ts';
    expect(await rulesFiredOn(file, importing('../media'))).toEqual([]);
    expect(await rulesFiredOn(file, importing('../clients'))).toEqual([layered]);
    expect(await rulesFiredOn(file, importingType('../clients'))).toEqual([layered]);
    // accounts is the lowest: even auth is above it.
    expect(
      await rulesFiredOn('web/src/features/accounts/fixture.ts', importing('../auth')),
    ).toEqual([layered]);
    expect(
      await rulesFiredOn('web/src/features/auth/fixture.ts', importing('../accounts')),
    ).toEqual([]);
  });

  it('keeps every feature, lib/ and components/ from importing app/', async () => {
    expect(
      await rulesFiredOn(
        'web/src/features/settings/fixture.ts',
        importing('../../app/route-table'),
      ),
    ).toEqual([layered]);
    expect(
      await rulesFiredOn('web/src/lib/fixture.ts', importing('../app/failure-handler')),
    ).toEqual([layered]);
    expect(
      await rulesFiredOn('web/src/components/fixture.ts', importing('../app/route-table')),
    ).toEqual([layered]);
  });

  it('lets every feature use lib/routes and lib/session, and app/ compose any feature', async () => {
    const file = 'web/src/features/media/fixture.ts';
    expect(await rulesFiredOn(file, importing('../../lib/routes/paths'))).toEqual([]);
    expect(await rulesFiredOn(file, importing('../../lib/session/use-session'))).toEqual([]);
    expect(
      await rulesFiredOn('web/src/app/fixture.ts', importing('../features/settings/routes')),
    ).toEqual([]);
  });
});
