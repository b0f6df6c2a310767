import { and, eq, inArray, or } from 'drizzle-orm';
import { idsRule } from '../../platform/permissions/body-ids.ts';
import { callerCurrentAccount, coachOnUsableAccount } from '../accounts/accounts.api.ts';
import { planPrices, plans, planTracks } from './programs.tables.ts';

/** The programs' objects a body may name (contract/src/common/body-ids.ts). */
export const programsBodyIdRules = {
  // A track of a program of the current account (the call checks it is the program's own).
  'track.use': idsRule(async (rc, ids) => {
    const { current } = await coachOnUsableAccount(rc);
    const rows = await rc.db
      .select({ id: planTracks.id })
      .from(planTracks)
      .innerJoin(plans, eq(plans.id, planTracks.planId))
      .where(and(inArray(planTracks.id, [...ids]), eq(plans.accountId, current.account.id)));
    return new Set(rows.map((row) => row.id));
  }),
  // A price option of a published program, or of a program of a coach's current account.
  'price.use': idsRule(async (rc, ids) => {
    const coach = rc.caller?.user.role === 'coach';
    const own = coach ? (await callerCurrentAccount(rc.db, rc.caller!)).account.id : null;
    const rows = await rc.db
      .select({ id: planPrices.id })
      .from(planPrices)
      .innerJoin(plans, eq(plans.id, planPrices.planId))
      .where(
        and(
          inArray(planPrices.id, [...ids]),
          or(eq(plans.state, 'published'), own === null ? undefined : eq(plans.accountId, own)),
        ),
      );
    return new Set(rows.map((row) => row.id));
  }),
};
