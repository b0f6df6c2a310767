/** The programs bench's data: a coach on a paid band with 500 programs and 5,000 clients. */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../server/src/db/database.ts';
import { accounts } from '../../server/src/modules/accounts/accounts.tables.ts';
import { planMemberships } from '../../server/src/modules/purchase/purchase.tables.ts';
import {
  coachSubscriptions,
  platformPlans,
} from '../../server/src/modules/platform-plan/platform-plan.tables.ts';
import { planPrices, plans } from '../../server/src/modules/programs/programs.tables.ts';
import { users } from '../../server/src/modules/accounts/users.tables.ts';

export const PROGRAMS = 500;
export const CLIENTS = 5000;
const TYPES = ['one_many', 'individual', 'membership', 'fixed'] as const;

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Fills the coach's account; returns the program ids. */
export async function insertPrograms(db: Db, accountId: number): Promise<number[]> {
  const [band] = await db
    .select()
    .from(platformPlans)
    .where(
      and(
        eq(platformPlans.productKind, 'professional_band_75'),
        eq(platformPlans.interval, 'month'),
      ),
    );
  await db
    .update(coachSubscriptions)
    .set({ active: true, freePlan: false, state: 'active', planId: band!.id })
    .where(eq(coachSubscriptions.accountId, accountId));

  const planIds: number[] = [];
  for (const batch of chunks([...Array(PROGRAMS).keys()], 250)) {
    const rows = await db
      .insert(plans)
      .values(
        batch.map((i) => ({
          accountId,
          planType: TYPES[i % TYPES.length]!,
          title: `Program ${i + 1}`,
          description: `<p>Program ${i + 1}: ${'strength and conditioning '.repeat(12)}</p>`,
          state: i % 10 === 0 ? ('draft' as const) : ('published' as const),
          publishedAt: i % 10 === 0 ? null : new Date(),
          color: '#389840',
          customUrl: `bench-${i + 1}`,
          trainingScheduledTo: i % 3 === 0 ? null : '2999-01-01',
        })),
      )
      .returning({ id: plans.id });
    planIds.push(...rows.map((r) => r.id));
  }
  await db
    .insert(planPrices)
    .values(
      planIds
        .slice(0, 100)
        .map((planId) => ({ planId, period: 'monthly' as const, amount: 1999, currency: 'USD' })),
    );
  const clientIds: number[] = [];
  for (const batch of chunks([...Array(CLIENTS).keys()], 500)) {
    const rows = await db
      .insert(accounts)
      .values(batch.map((i) => ({ kind: 'private' as const, title: `Client ${i + 1}` })))
      .returning({ id: accounts.id });
    await db.insert(users).values(
      rows.map((r, j) => ({
        id: r.id,
        email: `client-${batch[j]}@bench.test`,
        passwordHash: 'x',
        role: 'user' as const,
        firstName: 'Client',
        lastName: String(batch[j]! + 1),
      })),
    );
    clientIds.push(...rows.map((r) => r.id));
  }
  const states = ['active', 'active', 'active', 'scheduled', 'canceled', 'init'] as const;
  for (const batch of chunks(clientIds, 500)) {
    await db.insert(planMemberships).values(
      batch.map((userId, j) => ({
        planId: planIds[(userId + j) % planIds.length]!,
        accountId,
        userId,
        state: states[userId % states.length]!,
        startDate: '2030-01-01',
        applied: true,
      })),
    );
  }
  await db.execute(sql`analyze`);
  return planIds;
}
