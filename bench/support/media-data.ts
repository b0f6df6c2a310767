/** The media bench's library: 10,000 items per account, a mix of kinds and titles. */
import type { Db } from '../../server/src/db/database.ts';
import { media } from '../../server/src/modules/media/media.tables.ts';

export const ITEMS = 10_000;

/** In batches of 1,000, one item per minute back in time. */
export async function insertItems(db: Db, accountId: number) {
  const kinds = ['video', 'image', 'video_link', 'other'] as const;
  const words = ['squat', 'deadlift', 'press', 'row', 'lunge', 'plank', 'burpee', 'swing'];
  const start = Date.now();
  for (let batch = 0; batch < ITEMS / 1000; batch++) {
    const rows = Array.from({ length: 1000 }, (_, i) => {
      const n = batch * 1000 + i;
      return {
        library: 'account' as const,
        ownerAccountId: accountId,
        createdByAccountId: accountId,
        type: kinds[n % 4]!,
        title: `${words[n % words.length]} ${words[(n * 7) % words.length]} ${n}`,
        originalKey: `media/file/${n}/bench.bin`,
        byteSize: 1000 + n,
        state: 'published' as const,
        uploadedAt: new Date(start - n * 60_000),
        createdAt: new Date(start - n * 60_000),
      };
    });
    await db.insert(media).values(rows);
  }
}
