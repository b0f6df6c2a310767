import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mediaMessages,
  type MediaFetchResponse,
  type MediaItem,
} from '@forma/contract/media/media.schemas';
import { bearer, signUp } from '../../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { accounts } from '../accounts/accounts.tables.ts';
import { media } from './media.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function addLink(
  token: string,
  videoUrl: string,
  options: { title?: string; scope?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/media',
    headers: bearer(token),
    payload: { media: { video_url: videoUrl, title: options.title }, scope: options.scope },
  });
}

async function addTitled(token: string, title: string) {
  const response = await addLink(token, 'https://youtu.be/dQw4w9WgXcQ', { title });
  expect(response.statusCode).toBe(200);
  return response.json<MediaItem>();
}

async function fetchList(token: string, query = '') {
  return t.app.inject({ method: 'GET', url: `/api/media/fetch?${query}`, headers: bearer(token) });
}

async function list(token: string, query = '') {
  const response = await fetchList(token, query);
  expect(response.statusCode).toBe(200);
  return response.json<MediaFetchResponse>();
}

async function insertItem(values: Partial<typeof media.$inferInsert> & { title: string }) {
  const [row] = await t.database.db
    .insert(media)
    .values({
      library: 'account',
      type: 'other',
      uploadedAt: new Date(),
      state: 'published',
      ...values,
    })
    .returning();
  return row!;
}

describe('video links (POST media {media: {video_url}})', () => {
  it('adds a YouTube link with its id, thumbnail and embed address, published at once', async () => {
    const coach = await signUp(t.app);
    const response = await addLink(coach.token, 'https://www.youtube.com/shorts/dQw4w9WgXcQ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      type: 'video_link',
      kind: 'video_link',
      owner: 'current',
      scope: 'user',
      provider: 'youtube',
      video_id: 'dQw4w9WgXcQ',
      thumb: 'https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      embed_url: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      src: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      state: 'published',
      title: 'YouTube video dQw4w9WgXcQ',
      is_new: false,
      title_media: false,
    });
  });

  it('adds a Vimeo link, keeping the privacy hash of an unlisted video', async () => {
    const coach = await signUp(t.app);
    const response = await addLink(coach.token, 'https://vimeo.com/76979871/8272103f6e', {
      title: 'Box jumps',
    });
    expect(response.json()).toMatchObject({
      provider: 'vimeo',
      video_id: '76979871',
      thumb: 'https://vumbnail.com/76979871.jpg',
      embed_url: 'https://player.vimeo.com/video/76979871?h=8272103f6e',
      title: 'Box jumps',
    });
  });

  it('refuses a link that is neither YouTube nor Vimeo, with a clear message', async () => {
    const coach = await signUp(t.app);
    for (const url of ['https://example.com/video.mp4', 'youtube.com/channel/UC1']) {
      const response = await addLink(coach.token, url);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.video_url).toEqual([mediaMessages.badLink]);
    }
    const empty = await addLink(coach.token, '  ');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.video_url).toEqual(['Enter a video link.']);
    expect((await list(coach.token)).pagination.total_count).toBe(0);
  });
});

describe('the library list (GET media/fetch)', () => {
  let token: string;
  beforeAll(async () => {
    token = (await signUp(t.app)).token;
    for (let i = 1; i <= 17; i++) await addTitled(token, `Drill ${String(i).padStart(2, '0')}`);
  });

  it('pages the newest first, 15 a page, with the page count', async () => {
    const first = await list(token);
    expect(first.items).toHaveLength(15);
    expect(first.items[0]!.title).toBe('Drill 17');
    expect(first.pagination).toEqual({ page: 1, total_pages: 2, total_count: 17 });
    expect(first.partner_access).toBe(false);
    const second = await list(token, 'page=2');
    expect(second.items.map((i) => i.title)).toEqual(['Drill 02', 'Drill 01']);
    const beyond = await list(token, 'page=9');
    expect(beyond.items).toEqual([]);
    expect(beyond.pagination.total_pages).toBe(2);
  });

  it('sorts by title both ways and by age', async () => {
    const asc = await list(token, `q[s]=${encodeURIComponent('title asc')}&per_page=3`);
    expect(asc.items.map((i) => i.title)).toEqual(['Drill 01', 'Drill 02', 'Drill 03']);
    const desc = await list(token, `q[s]=${encodeURIComponent('title desc')}&per_page=2`);
    expect(desc.items.map((i) => i.title)).toEqual(['Drill 17', 'Drill 16']);
    const oldest = await list(token, `q[s]=${encodeURIComponent('created_at asc')}&per_page=1`);
    expect(oldest.items[0]!.title).toBe('Drill 01');
    const bad = await fetchList(token, 'q[s]=password');
    expect(bad.statusCode).toBe(422);
  });

  it('finds titles containing any of the words, ignoring case, with % and _ taken literally', async () => {
    const found = await list(token, `q[title_cont_any]=${encodeURIComponent('drill 05  ill 11')}`);
    expect(found.pagination.total_count).toBe(17);
    const some = await list(token, `q[title_cont_any]=${encodeURIComponent('05 11 nothing')}`);
    expect(some.items.map((i) => i.title).sort()).toEqual(['Drill 05', 'Drill 11']);
    const literal = await list(token, `q[title_cont_any]=${encodeURIComponent('%')}`);
    expect(literal.pagination.total_count).toBe(0);
  });

  it('filters by kind, one or several', async () => {
    const coach = await signUp(t.app);
    const account = coach.current.id;
    await addTitled(coach.token, 'Link');
    await insertItem({ title: 'Photo', type: 'image', ownerAccountId: account });
    await insertItem({ title: 'Clip', type: 'video', ownerAccountId: account });
    await insertItem({ title: 'Plan.pdf', type: 'other', ownerAccountId: account });
    const images = await list(coach.token, 'q[kind_in][]=image');
    expect(images.items.map((i) => i.title)).toEqual(['Photo']);
    const several = await list(coach.token, 'q[kind_in][]=video&q[kind_in][]=video_link');
    expect(several.items.map((i) => i.title)).toEqual(['Clip', 'Link']);
    expect((await fetchList(coach.token, 'q[kind_in][]=program')).statusCode).toBe(422);
  });

  it("never shows another account's items, nor uploads still on their way", async () => {
    const other = await signUp(t.app);
    await insertItem({ title: 'Waiting', ownerAccountId: other.current.id, uploadedAt: null });
    const mine = await list(other.token);
    expect(mine.items).toEqual([]);
    const theirs = await list(token, `q[title_cont_any]=Waiting`);
    expect(theirs.items).toEqual([]);
  });

  it('asks a visitor to sign in; a client lists their own library only', async () => {
    const coach = await signUp(t.app);
    await addTitled(coach.token, 'Coach item');
    const client = await signUp(t.app, { role: 'user', account_name: undefined });
    expect(await list(client.token)).toMatchObject({ items: [], partner_access: false });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/media/fetch' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the partner library (owner partner)', () => {
  it('answers without the partner feature that there is no access, and lists nothing', async () => {
    const coach = await signUp(t.app);
    const response = await fetchList(coach.token, 'owner=partner&page=1&per_page=1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ items: [], partner_access: false });
    const add = await addLink(coach.token, 'https://youtu.be/dQw4w9WgXcQ', { scope: 'race' });
    expect(add.statusCode).toBe(403);
  });

  it('opens to accounts with the partner feature; their owner adds to it and removes what they added', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    for (const coach of [owner, other]) {
      await t.database.db
        .update(accounts)
        .set({ race: true })
        .where(eq(accounts.id, coach.current.id));
    }
    const added = await addLink(owner.token, 'https://youtu.be/dQw4w9WgXcQ', {
      title: 'Race brief',
      scope: 'race',
    });
    expect(added.statusCode).toBe(200);
    const item = added.json<MediaItem>();
    expect(item).toMatchObject({ owner: 'partner', scope: 'race' });

    const seen = await list(other.token, 'owner=partner');
    expect(seen.partner_access).toBe(true);
    expect(seen.items.map((i) => i.id)).toContain(item.id);
    expect((await list(other.token)).items.map((i) => i.id)).not.toContain(item.id);

    const notTheirs = await t.app.inject({
      method: 'DELETE',
      url: `/api/media/${item.id}`,
      headers: bearer(other.token),
    });
    expect(notTheirs.statusCode).toBe(404);
    const theirs = await t.app.inject({
      method: 'DELETE',
      url: `/api/media/${item.id}`,
      headers: bearer(owner.token),
    });
    expect(theirs.statusCode).toBe(204);
  });
});

describe('the product library (owner product)', () => {
  it('lists published videos only, to every coach, and lets nobody delete them', async () => {
    const published = await insertItem({
      title: 'Product tour',
      library: 'product',
      type: 'video',
      originalKey: 'media/file/0/tour.mp4',
    });
    await insertItem({
      title: 'Still encoding',
      library: 'product',
      type: 'video',
      state: 'created',
    });
    await insertItem({ title: 'Product image', library: 'product', type: 'image' });
    const coach = await signUp(t.app);
    const answer = await list(coach.token, 'owner=product&q[kind_in][]=image');
    expect(answer.items.map((i) => i.title)).toEqual(['Product tour']);
    expect(answer.items[0]).toMatchObject({
      owner: 'product',
      src: expect.stringContaining('/uploads/'),
    });

    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/media/${published.id}`,
      headers: bearer(coach.token),
    });
    expect(remove.statusCode).toBe(404);

    const client = await signUp(t.app, { role: 'user', account_name: undefined });
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/media/${published.id}`,
      headers: bearer(client.token),
    });
    expect(shown.statusCode).toBe(200);
  });
});

describe('one item (GET media/{id}, DELETE media/{id})', () => {
  it("shows the account's own item and hides other accounts' items", async () => {
    const coach = await signUp(t.app);
    const other = await signUp(t.app);
    const item = await addTitled(coach.token, 'Mine');
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/media/${item.id}`,
      headers: bearer(coach.token),
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ id: item.id, state: 'published', stream_src: null });
    for (const token of [
      other.token,
      (await signUp(t.app, { role: 'user', account_name: undefined })).token,
    ]) {
      const hidden = await t.app.inject({
        method: 'GET',
        url: `/api/media/${item.id}`,
        headers: bearer(token),
      });
      expect(hidden.statusCode).toBe(404);
    }
  });

  it("deletes the account's own item; another account's is a 404 and stays", async () => {
    const coach = await signUp(t.app);
    const other = await signUp(t.app);
    const item = await addTitled(coach.token, 'Keep me');
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/media/${item.id}`,
      headers: bearer(other.token),
    });
    expect(refused.statusCode).toBe(404);
    expect((await list(coach.token)).items.map((i) => i.id)).toEqual([item.id]);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/media/${item.id}`,
      headers: bearer(coach.token),
    });
    expect(removed.statusCode).toBe(204);
    expect((await list(coach.token)).items).toEqual([]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/media/${item.id}`,
      headers: bearer(coach.token),
    });
    expect(again.statusCode).toBe(404);
  });
});
