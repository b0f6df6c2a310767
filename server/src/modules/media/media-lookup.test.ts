import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { lookUpMedia, mediaItemsByIds } from './media-lookup.ts';
import { media } from './media.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function insertItem(values: Partial<typeof media.$inferInsert> & { title: string }) {
  const [row] = await t.database.db
    .insert(media)
    .values({ library: 'account', type: 'image', uploadedAt: new Date(), ...values })
    .returning();
  return row!;
}

describe('library items by id (for programs)', () => {
  it("presents the account's own, partner and product items, and refuses other accounts'", async () => {
    const coach = await signUp(t.app);
    const other = await signUp(t.app);
    const own = await insertItem({
      title: 'Own photo',
      ownerAccountId: coach.current.id,
      originalKey: 'media/file/1/original.jpg',
      state: 'published',
    });
    const product = await insertItem({ title: 'Product clip', library: 'product', type: 'video' });
    const partner = await insertItem({ title: 'Partner clip', library: 'partner' });
    const foreign = await insertItem({ title: 'Not yours', ownerAccountId: other.current.id });
    const unlisted = await insertItem({
      title: 'Still uploading',
      ownerAccountId: coach.current.id,
      uploadedAt: null,
    });
    const ids = [own.id, product.id, partner.id, foreign.id, unlisted.id, 999_999];

    const withoutPartner = await lookUpMedia(
      t.app.ctx,
      { accountId: coach.current.id, partnerAccess: false },
      ids,
    );
    expect([...withoutPartner.items.keys()].sort()).toEqual([own.id, product.id].sort());
    expect(withoutPartner.refused.sort()).toEqual([partner.id, foreign.id, unlisted.id].sort());

    const items = await mediaItemsByIds(
      t.app.ctx,
      { accountId: coach.current.id, partnerAccess: true },
      ids,
    );
    expect([...items.keys()].sort()).toEqual([own.id, product.id, partner.id].sort());
    // Presented exactly as GET media/{id} answers it.
    const single = await t.app.inject({
      url: `/api/media/${own.id}`,
      headers: { authorization: `Bearer ${coach.token}` },
    });
    expect(items.get(own.id)).toEqual(single.json());
  });

  it('answers nothing for no ids without asking the database', async () => {
    const lookup = await lookUpMedia(t.app.ctx, { accountId: 1, partnerAccess: false }, []);
    expect(lookup).toEqual({ items: new Map(), refused: [] });
  });
});
