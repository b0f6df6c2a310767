import type { Day } from '@forma/contract/programs/days';
import type { Db } from '../../db/database.ts';
import type { MarkedDay, PlanRow } from '../programs/programs.api.ts';

declare module '../../platform/ports.ts' {
  interface AreaPorts {
    /**
     * The schedule's facts purchase presents and ends memberships by, answered by training
     * (which holds the schedule): the days marked 'Last Active Day of Subscription' of these
     * programs, a progressive program's first and last days holding training (0 is Week 1 Day 1),
     * and the days of training ahead of the program's clients.
     */
    markedDays(db: Db, planIds: number[]): Promise<MarkedDay[]>;
    programmedSpan(db: Db, planId: number): Promise<{ first: number | null; last: number | null }>;
    planTrainingDaysLeft(db: Db, plan: PlanRow, today: Day): Promise<number>;
  }
}
