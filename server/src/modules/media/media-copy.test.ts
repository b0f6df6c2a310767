import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem } from '@forma/contract/media/media.schemas';
import { bearer } from '../../../test/helpers.ts';
import { exists, storedPath, testImage, uploadOk } from '../../../test/media.ts';
import { runJobs } from '../../../test/jobs.ts';
import { newCoach, type Session } from '../../../test/programs-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { copyMediaToAccount } from './media.api.ts';
import { media } from './media.tables.ts';

let t: TestApp;
let source: Session;
let target: Session;

beforeAll(async () => {
  t = await createTestApp();
  source = await newCoach(t);
  target = await newCoach(t);
});
afterAll(async () => {
  await t.close();
});

const item = async (token: string, id: number) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/media/${id}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MediaItem>();
};

describe('library items copied into another account (a copied program brings them)', () => {
  it("are the target's own, reused when copied again, and processed with their source", async () => {
    const uploaded = await uploadOk(t, source.token, {
      name: 'plank.jpg',
      content: await testImage(),
    });
    const copies = await copyMediaToAccount(t.database.db, [uploaded.id], target.current.id);
    const copyId = copies.get(uploaded.id)!;
    expect(copyId).not.toBe(uploaded.id);
    const again = await copyMediaToAccount(t.database.db, [uploaded.id], target.current.id);
    expect(again.get(uploaded.id)).toBe(copyId);
    // Copied before its images were made: processing the source fills the copy in too.
    expect(await runJobs(t)).toBe(1);
    const copy = await item(target.token, copyId);
    expect(copy).toMatchObject({ title: 'plank', state: 'published', src: uploaded.src });
    expect(await exists(storedPath(t, copy.thumb!))).toBe(true);
  });

  it('are processed even when the source is deleted before its turn came', async () => {
    const uploaded = await uploadOk(t, source.token, {
      name: 'row.jpg',
      content: await testImage(),
    });
    const copyId = (await copyMediaToAccount(t.database.db, [uploaded.id], target.current.id)).get(
      uploaded.id,
    )!;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/media/${uploaded.id}`,
      headers: bearer(source.token),
    });
    expect(deleted.statusCode).toBe(204);
    expect(await exists(storedPath(t, uploaded.src!))).toBe(true);
    await runJobs(t);
    const copy = await item(target.token, copyId);
    expect(copy.state).toBe('published');
    expect(await exists(storedPath(t, copy.thumb!))).toBe(true);
  });

  it("leave product items and the target's own items as they are", async () => {
    const [product] = await t.database.db.select().from(media).where(eq(media.library, 'product'));
    const own = await uploadOk(t, target.token, { name: 'own.jpg', content: await testImage() });
    const ids = [own.id, ...(product ? [product.id] : [])];
    expect((await copyMediaToAccount(t.database.db, ids, target.current.id)).size).toBe(0);
  });
});
