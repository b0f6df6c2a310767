// The import boundaries of eslint.config.js fire on violating code and let compliant code pass.
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  // ignore: false lints the cycle fixtures, which the normal run leaves out.
  eslint = new ESLint({ cwd: repoRoot, overrideConfigFile: 'eslint.config.js', ignore: false });
});

/** The rule ids reported on `source` as if it were the file at `filePath` (from the repo root). */
async function rulesFiredOn(filePath: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath: path.join(repoRoot, filePath) });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

const importing = (specifier: string) =>
  `import { x } from '${specifier}';\n\nexport const y = x;\n`;

describe('import boundaries', { timeout: 60_000 }, () => {
  it('reports a runtime import cycle', async () => {
    const results = await eslint.lintFiles(['server/test/lint-fixtures/cycle-a.ts']);
    expect(results[0]!.messages.map((message) => message.ruleId)).toEqual(['import-x/no-cycle']);
    expect(await rulesFiredOn('server/src/fixture.ts', importing('./config.ts'))).toEqual([]);
  });

  it('keeps platform/ from importing modules/', async () => {
    expect(
      await rulesFiredOn(
        'server/src/platform/fixture.ts',
        importing('../modules/accounts/users.tables.ts'),
      ),
    ).toEqual(['import-x/no-restricted-paths']);
    expect(await rulesFiredOn('server/src/platform/fixture.ts', importing('./clock.ts'))).toEqual(
      [],
    );
  });

  it('reaches the payment-sync module through its one entry', async () => {
    const file = 'server/src/modules/purchase/paid/fixture.ts';
    expect(await rulesFiredOn(file, importing('./payment-sync/membership-sync.ts'))).toEqual([
      'import-x-entries/no-restricted-paths',
    ]);
    expect(await rulesFiredOn(file, importing('./payment-sync/payment-sync.ts'))).toEqual([]);
    expect(
      await rulesFiredOn(
        'server/src/modules/purchase/paid/payment-sync/fixture.ts',
        importing('./membership-sync.ts'),
      ),
    ).toEqual([]);
  });

  it('keeps platform/ to the contract common, below every area', async () => {
    const file = 'server/src/platform/fixture.ts';
    expect(await rulesFiredOn(file, importing('@forma/contract/programs/days'))).toEqual([
      'import-x-layers/no-restricted-paths',
    ]);
    expect(await rulesFiredOn(file, importing('@forma/contract/common/days'))).toEqual([]);
  });

  it("keeps a server area to another area's api file", async () => {
    const file = 'server/src/modules/programs/fixture.ts';
    expect(await rulesFiredOn(file, importing('../accounts/users.tables.ts'))).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await rulesFiredOn(file, importing('../media/media-lookup.ts'))).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await rulesFiredOn(file, importing('../media/media.api.ts'))).toEqual([]);
    expect(await rulesFiredOn(file, importing('./programs.tables.ts'))).toEqual([]);
  });

  it('keeps a server area to areas of a lower rank (eslint/layers.js), types included', async () => {
    const file = 'server/src/modules/programs/fixture.ts';
    const upward = ['import-x-layers/no-restricted-paths'];
    expect(await rulesFiredOn(file, importing('../purchase/purchase.api.ts'))).toEqual(upward);
    // An error, not a warning: `npx eslint .` fails on it.
    const [upwardResult] = await eslint.lintText(importing('../purchase/purchase.api.ts'), {
      filePath: path.join(repoRoot, file),
    });
    expect(upwardResult!.errorCount).toBe(1);
    expect(
      await rulesFiredOn(
        file,
        "import type { X } from '../training/training.api.ts';\n\nexport type Y = X;\n",
      ),
    ).toEqual(upward);
    expect(
      await rulesFiredOn(file, importing('@forma/contract/purchase/purchase.schemas')),
    ).toEqual(upward);
    expect(await rulesFiredOn(file, importing('../accounts/accounts.api.ts'))).toEqual([]);
    expect(await rulesFiredOn(file, importing('@forma/contract/media/media.schemas'))).toEqual([]);
  });

  it('keeps a contract area to areas of a lower rank, and common to none', async () => {
    const upward = ['import-x-layers/no-restricted-paths'];
    expect(
      await rulesFiredOn('contract/src/accounts/fixture.ts', importing('../auth/auth.rules.ts')),
    ).toEqual(upward);
    expect(
      await rulesFiredOn(
        'contract/src/common/fixture.ts',
        importing('../accounts/users.schemas.ts'),
      ),
    ).toEqual(upward);
    expect(
      await rulesFiredOn('contract/src/auth/fixture.ts', importing('../accounts/users.schemas.ts')),
    ).toEqual([]);
  });

  it('keeps web components/ from importing features/', async () => {
    expect(
      await rulesFiredOn('web/src/components/fixture.ts', importing('../features/media')),
    ).toEqual(['import-x/no-restricted-paths']);
    expect(
      await rulesFiredOn('web/src/components/fixture.ts', importing('../lib/messages')),
    ).toEqual([]);
  });

  it("keeps a web feature to another feature's entry", async () => {
    const file = 'web/src/features/programs/fixture.ts';
    expect(await rulesFiredOn(file, importing('../auth/api/get-config'))).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await rulesFiredOn(file, importing('../auth'))).toEqual([]);
    expect(await rulesFiredOn(file, importing('./routes'))).toEqual([]);
  });
});
