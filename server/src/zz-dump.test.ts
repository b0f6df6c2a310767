import fs from 'node:fs';
import { it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
it('dumps', async () => {
  const t = await createTestApp();
  const doc = (await t.app.inject({ url: '/api/docs' })).json();
  fs.writeFileSync('/tmp/sp/doc.json', JSON.stringify(doc, null, 1));
  await t.close();
});
