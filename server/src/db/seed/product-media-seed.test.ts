import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaFetchResponse } from '@forma/contract/media/media.schemas';
import { bearer, signUp } from '../../../test/helpers.ts';
import { runJobs } from '../../../test/jobs.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { PRODUCT_VIDEOS, seedProductLibrary } from './product-media-seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the product library seed', () => {
  it('makes real clips with ffmpeg once, processed like uploads, shown on the product tab', async () => {
    const made = await seedProductLibrary(t.app.ctx, { seconds: 1, size: '320x180' });
    expect(made).toBe(PRODUCT_VIDEOS.length);
    expect(await seedProductLibrary(t.app.ctx)).toBe(0);

    const coach = await signUp(t.app);
    const fetchProduct = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/media/fetch?owner=product&q[s]=title%20asc',
          headers: bearer(coach.token),
        })
      ).json<MediaFetchResponse>();
    // Only published videos are listed: none before processing.
    expect((await fetchProduct()).items).toEqual([]);

    expect(await runJobs(t)).toBe(PRODUCT_VIDEOS.length);
    const { items } = await fetchProduct();
    expect(items.map((i) => i.title)).toEqual(
      PRODUCT_VIDEOS.map((v) => v.title.replace('{product}', 'Forma')).sort(),
    );
    for (const item of items) {
      expect(item).toMatchObject({ owner: 'product', type: 'video', state: 'published' });
      expect(item.stream_src).toMatch(/master\.m3u8$/);
      expect(item.duration).toBeCloseTo(1, 0);
    }
  });
});
