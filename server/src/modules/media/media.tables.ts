import { sql } from 'drizzle-orm';
import {
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.tables.ts';

export type CoverKeys = { cover_sm: string; cover: string; cover_hd: string };

/**
 * Library items (programs-and-commerce.md 3, "Media item"). `library` says whose: an account's
 * own ('account', with owner_account_id), the race partner's or the product's (no owner).
 * Files live under the storage keys `media/file/{id}/...` (spec 7: a failed upload's id is
 * read from that path).
 */
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    library: text('library', { enum: ['account', 'partner', 'product'] }).notNull(),
    ownerAccountId: integer('owner_account_id').references(() => accounts.id, {
      onDelete: 'cascade',
    }),
    /** The account that added it (for partner items: who may delete it). */
    createdByAccountId: integer('created_by_account_id'),
    scope: text('scope', { enum: ['user', 'race'] })
      .notNull()
      .default('user'),
    type: text('type', { enum: ['video', 'image', 'video_link', 'other'] }).notNull(),
    title: text('title').notNull(),
    /** The uploaded file's own name: the download name (caption). */
    fileName: text('file_name'),
    originalKey: text('original_key'),
    contentType: text('content_type'),
    byteSize: bigint('byte_size', { mode: 'number' }),
    width: integer('width'),
    height: integer('height'),
    /** Seconds. */
    duration: doublePrecision('duration'),
    /** The HLS master playlist of a processed video. */
    streamKey: text('stream_key'),
    /** 64×64 (composer) and 50×50 (library) thumbnails (spec 9). */
    thumbKey: text('thumb_key'),
    thumbSmallKey: text('thumb_small_key'),
    posterKey: text('poster_key'),
    coverKeys: jsonb('cover_keys').$type<CoverKeys>(),
    provider: text('provider', { enum: ['youtube', 'vimeo'] }),
    videoId: text('video_id'),
    /** Vimeo's privacy hash of an unlisted video, needed to embed it. */
    videoHash: text('video_hash'),
    state: text('state', { enum: ['created', 'published', 'failed'] })
      .notNull()
      .default('created'),
    failureReason: text('failure_reason'),
    /** Set once the file is in storage; a direct upload's row waits without it, unlisted. */
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('media_library_created_idx').on(t.library, t.ownerAccountId, t.createdAt, t.id),
    index('media_library_title_idx').on(t.library, t.ownerAccountId, sql`lower(${t.title})`, t.id),
  ],
);

export type MediaRow = typeof media.$inferSelect;
