import { eq, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { TrackState } from '@forma/contract/programs/tracks.rules';
import { plans, planTracks } from './programs.tables.ts';

/** The program's row, for another area's statement that joins it (joinPlanOf). */
export const planColumns = { plan: plans };

/** Joins the program in `planId` (an outer column) to another area's query. */
export function joinPlanOf<Query extends PgSelect>(query: Query, planId: Column | SQL): Query {
  return query.leftJoin(plans, eq(plans.id, planId)) as unknown as Query;
}

/** SQL: the program's tracks as tracks.rules.ts reads them (a JSON array; tracksOfPlan's rows). */
export const planTrackStatesSql = (planId: Column) =>
  sql<TrackState[]>`coalesce((select json_agg(json_build_object('id', ${planTracks.id},
      'archived', ${planTracks.archived}, 'position', ${planTracks.position}))
    from ${planTracks} where ${planTracks.planId} = ${planId}), '[]'::json)`;
