import { and, asc, eq, gt, inArray, isNotNull, lt, or } from 'drizzle-orm';
import { z } from 'zod';
import { dayIn, type Day } from '@forma/contract/programs/days';
import { clientLastDay } from '@forma/contract/programs/programming.rules';
import type { AppContext } from '../../platform/context.ts';
import { now } from '../../platform/clock.ts';
import { defineRecurringJob } from '../../platform/jobs/recurring-job.ts';
import { dayForPerson, LAST_TIME_ZONE, timeZonesOf } from '../accounts/accounts.api.ts';
import { calendarFacts, plansByIds } from '../programs/programs.api.ts';
import './purchase.ports.ts';
import { planMemberships } from './purchase.tables.ts';

const sweepPayload = z.object({}).strict();
type SweepPayload = z.infer<typeof sweepPayload>;

declare module '../../platform/jobs/job-catalogue.ts' {
  interface JobPayloads {
    'memberships.end_finished': SweepPayload;
  }
}

const KIND = 'memberships.end_finished';
export const SWEEP_EVERY_MS = 60 * 60_000;
const BATCH = 500;

/** States of a client following the program with a start date (resume has none). */
const FOLLOWING = [
  'active',
  'trialing',
  'scheduled',
  'past_due',
  'incomplete',
  'canceledEOB',
] as const;

/**
 * The first day that has not ended everywhere: today in the last time zone (UTC-12), for a
 * client whose zone the server does not know (none sent yet): no one loses a day.
 */
export const openDay = (at: Date): Day => dayIn(at, LAST_TIME_ZONE);

/** The latest today anywhere (UTC+14): no client's day after it can have ended. */
const latestDay = (at: Date): Day => dayIn(at, 'Etc/GMT-14');

/**
 * Clients past their last day (a 'Last Active Day of Subscription', or a Fixed Length program's
 * end) finish the program: a free membership becomes past, ending on that day; a paid
 * subscription is set to end with its period (cancel_at_period_end), which the payments area
 * honours at renewal. A last day is over once it is over in the client's stored time zone
 * (openDay when unknown). Idempotent: each change is made only on the row as it was read.
 */
export async function endFinishedMemberships(
  { db, ports }: Pick<AppContext, 'db' | 'ports'>,
  at: Date,
): Promise<number> {
  const m = planMemberships;
  let ended = 0;
  let afterId = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(m)
      .where(
        and(
          gt(m.id, afterId),
          inArray(m.state, [...FOLLOWING]),
          isNotNull(m.startDate),
          lt(m.startDate, latestDay(at)),
          or(eq(m.amount, 0), eq(m.cancelAtPeriodEnd, false)),
        ),
      )
      .orderBy(asc(m.id))
      .limit(BATCH);
    if (rows.length === 0) return ended;
    afterId = rows.at(-1)!.id;
    const planIds = [...new Set(rows.map((r) => r.planId))];
    const [planOf, marked, zones] = await Promise.all([
      plansByIds(db, planIds),
      ports.markedDays(db, planIds),
      timeZonesOf(
        db,
        rows.flatMap((r) => (r.userId === null ? [] : [r.userId])),
      ),
    ]);
    for (const row of rows) {
      const plan = planOf.get(row.planId);
      if (!plan) continue;
      const facts = calendarFacts(plan, {
        marked,
        clientId: plan.planType === 'individual' ? row.userId : null,
        lastDate: null,
        lastIndex: null,
      });
      const zone = row.userId === null ? null : (zones.get(row.userId) ?? null);
      const before = dayForPerson({ timeZone: zone }, at, LAST_TIME_ZONE);
      const lastDay = clientLastDay(facts, row.startDate!);
      if (lastDay === null || lastDay >= before) continue;
      const unchanged = and(
        eq(m.id, row.id),
        eq(m.state, row.state),
        eq(m.startDate, row.startDate!),
      );
      const changed =
        row.amount > 0
          ? await db
              .update(m)
              .set({ cancelAtPeriodEnd: true, updatedAt: now() })
              .where(and(unchanged, eq(m.cancelAtPeriodEnd, false)))
              .returning({ id: m.id })
          : await db
              .update(m)
              .set({ state: 'past', endDate: lastDay, updatedAt: now() })
              .where(unchanged)
              .returning({ id: m.id });
      ended += changed.length;
    }
  }
}

const sweep = defineRecurringJob({
  kind: KIND,
  payload: sweepPayload,
  everyMs: SWEEP_EVERY_MS,
  run: (ctx) => endFinishedMemberships(ctx, now()),
});

/** Queues the first sweep unless one waits (each process's start). */
export const queueMembershipEndings = sweep.queueFirst;

/** Every hour: the clients who finished their program since. */
export const endFinishedMembershipsJob = sweep.job;
