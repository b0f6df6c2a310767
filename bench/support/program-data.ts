/**
 * A coach's programs and clients, inserted directly: the programs bench's coach (500 programs
 * and 5,000 clients, then 5,000 and 50,000) and the users-me bench's (10,000 memberships).
 */
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

/** Ten clients per program, as the programs bench grows its coach. */
export const CLIENTS_PER_PROGRAM = 10;
const TYPES = ['one_many', 'individual', 'membership', 'fixed'] as const;

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const range = (start: number, count: number) => Array.from({ length: count }, (_, i) => start + i);

/** Puts the coach on a paid band (no program or client limit in the way). */
async function paidBand(db: Db, accountId: number) {
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
}

/**
 * Adds `programs` programs and `clients` clients (each with one membership of one of the new
 * programs) to the coach's account; `from` numbers them after those a former call added.
 * Returns the new program ids.
 */
export async function insertPrograms(
  db: Db,
  accountId: number,
  size: { programs: number; clients: number; from?: { programs: number; clients: number } },
): Promise<number[]> {
  const from = size.from ?? { programs: 0, clients: 0 };
  if (from.programs === 0) await paidBand(db, accountId);
  const planIds: number[] = [];
  for (const batch of chunks(range(from.programs, size.programs), 250)) {
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
  if (from.programs === 0) {
    await db.insert(planPrices).values(
      planIds.slice(0, 100).map((planId) => ({
        planId,
        period: 'monthly' as const,
        amount: 1999,
        currency: 'USD',
      })),
    );
  }
  const clientIds: number[] = [];
  for (const batch of chunks(range(from.clients, size.clients), 500)) {
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
