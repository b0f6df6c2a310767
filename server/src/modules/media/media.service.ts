import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import {
  mediaMessages,
  type MediaFetchQuery,
  type MediaFetchResponse,
  type MediaItem,
  type MediaScope,
} from '@forma/contract/media/media.schemas';
import { AppError, invalid } from '../../platform/errors/app-error.ts';
import { errorMessages } from '../../platform/errors/messages.ts';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { deletableBy, targetLibrary, type MediaViewer } from './media-access.ts';
import { removeUnsharedFiles } from './shared-files.ts';
import { presentMedia } from './media.presenter.ts';
import { media } from './media.tables.ts';
import { parseVideoLink } from './video-links.ts';

/** GET media/fetch: one page of a library (spec 7, 4.9). */
export async function fetchMedia(
  rc: RequestContext,
  query: MediaFetchQuery,
): Promise<MediaFetchResponse> {
  const { viewer } = await requireAccess(rc, 'media.list');
  if (query.owner === 'partner' && !viewer.partnerAccess) {
    // The library tabs probe this: no access is an answer, not a failure (docs/decisions/media.md).
    return {
      items: [],
      pagination: { page: query.page, total_pages: 0, total_count: 0 },
      partner_access: false,
    };
  }
  const where = and(...libraryFilter(viewer, query), ...searchFilter(query));
  const order =
    query['q[s]'] === 'title asc' || query['q[s]'] === 'title desc'
      ? [
          (query['q[s]'] === 'title asc' ? asc : desc)(sql`lower(${media.title})`),
          (query['q[s]'] === 'title asc' ? asc : desc)(media.id),
        ]
      : query['q[s]'] === 'created_at asc'
        ? [asc(media.createdAt), asc(media.id)]
        : [desc(media.createdAt), desc(media.id)];

  const perPage = query.per_page;
  const [rows, [total]] = await Promise.all([
    rc.db
      .select()
      .from(media)
      .where(where)
      .orderBy(...order)
      .limit(perPage)
      .offset((query.page - 1) * perPage),
    rc.db.select({ n: count() }).from(media).where(where),
  ]);
  const totalCount = total?.n ?? 0;
  return {
    items: rows.map((row) => presentMedia(rc.storage, row)),
    pagination: {
      page: query.page,
      total_pages: Math.ceil(totalCount / perPage),
      total_count: totalCount,
    },
    partner_access: viewer.partnerAccess,
  };
}

function libraryFilter(viewer: MediaViewer, query: MediaFetchQuery): SQL[] {
  const uploaded = isNotNull(media.uploadedAt);
  const kinds = query['q[kind_in][]'];
  const kindFilter = kinds?.length ? [inArray(media.type, kinds)] : [];
  if (query.owner === 'product') {
    // Spec 2.13, 7: the product library is read-only videos, only those with a source.
    return [
      eq(media.library, 'product'),
      isNull(media.ownerAccountId),
      uploaded,
      eq(media.type, 'video'),
      eq(media.state, 'published'),
    ];
  }
  if (query.owner === 'partner') {
    return [eq(media.library, 'partner'), isNull(media.ownerAccountId), uploaded, ...kindFilter];
  }
  return [
    eq(media.library, 'account'),
    eq(media.ownerAccountId, viewer.accountId),
    uploaded,
    ...kindFilter,
  ];
}

/** q[title_cont_any]: titles containing any of the words, ignoring case. */
function searchFilter(query: MediaFetchQuery): SQL[] {
  const words = (query['q[title_cont_any]'] ?? '').split(/\s+/).filter(Boolean).slice(0, 10);
  if (words.length === 0) return [];
  const escape = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);
  return [or(...words.map((word) => ilike(media.title, `%${escape(word)}%`)))!];
}

/** GET media/{id}: state and stream_src of an item the viewer may see. */
export async function getMedia(rc: RequestContext, id: number): Promise<MediaItem> {
  const { row } = await requireAccess(rc, 'media.read', id);
  return presentMedia(rc.storage, row);
}

/** DELETE media/{id}: the viewer's own items (also a failed upload's row); 404 for others'. */
export async function deleteMedia(rc: RequestContext, id: number): Promise<void> {
  // The rule is about the caller; which items are theirs is part of the one DELETE statement.
  const { viewer } = await requireAccess(rc, 'media.delete');
  const gone = await rc.db
    .delete(media)
    .where(and(eq(media.id, id), deletableBy(viewer)))
    .returning({ id: media.id, originalKey: media.originalKey });
  if (gone.length === 0) throw new AppError('NOT_FOUND', errorMessages.notFound);
  await removeUnsharedFiles(rc, gone[0]!);
}

/** POST media {media: {video_url}, scope}: a YouTube or Vimeo link, read without calling them. */
export async function createVideoLink(
  rc: RequestContext,
  input: { videoUrl: string; title?: string; scope: MediaScope },
): Promise<MediaItem> {
  const { viewer } = await requireAccess(rc, 'media.add');
  const target = targetLibrary(viewer, input.scope);
  const link = parseVideoLink(input.videoUrl);
  if (!link) throw invalid('video_url', mediaMessages.badLink);
  const site = link.provider === 'youtube' ? 'YouTube' : 'Vimeo';
  const [row] = await rc.db
    .insert(media)
    .values({
      ...target,
      createdByAccountId: viewer.accountId,
      type: 'video_link',
      title: input.title ?? `${site} video ${link.videoId}`,
      provider: link.provider,
      videoId: link.videoId,
      videoHash: link.hash,
      state: 'published',
      uploadedAt: rc.now,
    })
    .returning();
  return presentMedia(rc.storage, row!);
}
