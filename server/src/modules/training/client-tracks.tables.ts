import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { planTracks } from '../programs/programs.tables.ts';
import { planMemberships } from '../purchase/purchase.tables.ts';

/**
 * The tracks a coach put a client on (spec 2.3, 4.8), per membership. A client with none follows
 * the program's default track. A row stays when its track is archived: the client keeps that
 * track's past days and finds it again if the track is restored.
 */
export const membershipTracks = pgTable(
  'membership_tracks',
  {
    membershipId: integer('membership_id')
      .notNull()
      .references(() => planMemberships.id, { onDelete: 'cascade' }),
    trackId: integer('track_id')
      .notNull()
      .references(() => planTracks.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.membershipId, t.trackId] }),
    // A track's clients.
    index('membership_tracks_track_idx').on(t.trackId),
  ],
);
