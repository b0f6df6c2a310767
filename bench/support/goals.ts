/**
 * Issue 24's goals, in one place: every bench reads its PASS/FAIL thresholds from here.
 *
 * A share is the server's req/s as a fraction of the one-query baseline's, measured side by
 * side in alternating slices; a p99 ratio is the server's p99 over the baseline's. Growth goals
 * compare the server with itself at two data sizes: req/s at the larger size at least `rps`
 * times the smaller size's, p99 at most `p99` times.
 */
import type { DatabaseKind } from './settings.ts';

export type ShareGoal = { share: number; p99?: number };
export type GrowthGoal = { rps: number; p99?: number };

export const GOALS = {
  usersMe: {
    postgres: { share: 0.5, p99: 2 },
    pglite: { share: 0.3 },
  } satisfies Record<DatabaseKind, ShareGoal>,
  calendarMonth: { share: 0.25, p99: 3 } satisfies ShareGoal,
  calendarWeek: { share: 0.15, p99: 4 } satisfies ShareGoal,
  /** Four years of results against one. */
  flatInHistory: { rps: 1 / 1.2, p99: 1.2 } satisfies GrowthGoal,
  /** Three programs followed against one. */
  flatInPrograms: { rps: 1 / 1.3 } satisfies GrowthGoal,
  /** At 500 programs. */
  programsList: { share: 0.3, p99: 3 } satisfies ShareGoal,
  /** 5,000 programs against 500. */
  programsNoCliff: { rps: 1 / 1.5, p99: 1.5 } satisfies GrowthGoal,
  /** Against the baseline's one-UPDATE write; no share goal, only the p99's. */
  setSave: { share: 0, p99: 2 } satisfies ShareGoal,
  /** A year of training, first week on screen in a new window: the median of 5. */
  builderFirstWeekMs: 1000,
  /** Compressed script a signed-out visitor's browser fetches until the program shows. */
  publicPageKb: 110,
} as const;
