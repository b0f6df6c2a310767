import type { PlanCounts } from '@forma/contract/programs/programs.schemas';
import type { Day } from '@forma/contract/programs/days';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { PriceCounts } from './programs.presenter.ts';
import type { PlanRow } from './programs.repository.ts';
import type { plans } from './programs.tables.ts';

/** Old id → new id of the library items a copy into another account brought along. */
export type CopyMaps = {
  exercises: Map<number, number>;
  templates: Map<number, number>;
  media: Map<number, number>;
};

declare module '../../platform/ports.ts' {
  interface AreaPorts {
    /**
     * A duplicate's content, in the duplicate's transaction (server/src/program-copy.ts: the
     * schedule is training's, the library items media's, exercises' and templates'): first
     * what a copy into `accountId` needs there (media of `planMediaIds` included), then the
     * schedule into the copy, its ids renamed by the maps.
     */
    copyLibraryItems(
      tx: Db,
      plan: PlanRow,
      accountId: number,
      planMediaIds: number[],
    ): Promise<CopyMaps>;
    copyProgramming(tx: Db, plan: PlanRow, copyId: number, maps: CopyMaps): Promise<void>;
    /**
     * Purchase's counts that one program and its price options show (the list reads its own):
     * clients per tab of these programs, subscriptions on and switching to each price option,
     * and the memberships still going on (a program with some cannot be deleted).
     */
    planClientCounts(db: Db, planIds: number[], today: Day): Promise<Map<number, PlanCounts>>;
    priceSubscriptionCounts(db: Db, planId: number): Promise<PriceCounts>;
    ongoingMembersCount(db: Db, planId: number): Promise<number>;
    /**
     * The attention rule's parts as SQL on the outer query's `plans` row (plan-attention.ts
     * recomputes the list's facts with them): its days of training left as of `today`
     * (training's), and whether it has clients holding a place (purchase's).
     */
    attentionRuleSql(
      db: Db,
      plan: typeof plans,
      today: Day | Placeholder,
    ): { daysLeft: SQL<number | null>; hasOngoingClients: SQL };
  }
}
