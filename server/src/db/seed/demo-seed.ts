import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { createBusinessAccount } from '../../modules/accounts/accounts.service.ts';
import {
  coachSubscriptions,
  platformPlans,
} from '../../modules/platform-plan/platform-plan.tables.ts';
import { createPerson } from '../../modules/accounts/create-person.ts';
import { areaPorts } from '../../area-ports.ts';
import { users } from '../../modules/accounts/users.tables.ts';
import { seedDemoPrograms } from './demo-programs.ts';

export const DEMO_PASSWORD = 'forma-demo';

export const DEMO_SIGN_INS = [
  {
    email: 'coach@forma.test',
    who: "coach: private account + owner of 'Forma Demo Gym' (PROFESSIONAL)",
  },
  { email: 'solo@forma.test', who: 'coach: private account on FREE' },
  { email: 'client@forma.test', who: 'client' },
  { email: 'client2@forma.test', who: 'client' },
];

/** Demo data on first start: the four sign-ins of the README. Later areas add their parts here. */
export async function seedDemo(db: Db): Promise<boolean> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'coach@forma.test'));
  if (existing) return false;

  await db.transaction(async (tx) => {
    const seeding = { db: tx, ports: areaPorts };
    const coach = await createPerson(seeding, {
      email: 'coach@forma.test',
      password: DEMO_PASSWORD,
      role: 'coach',
      firstName: 'Alex',
      lastName: 'Morgan',
      country: 'GB',
      birthdate: '1988-04-12',
      confirmed: true,
    });
    const gymId = await createBusinessAccount(seeding, coach, {
      kind: 'gym',
      title: 'Forma Demo Gym',
      country: 'GB',
    });
    const [band] = await tx
      .select()
      .from(platformPlans)
      .where(
        and(
          eq(platformPlans.productKind, 'professional_band_25'),
          eq(platformPlans.interval, 'month'),
        ),
      );
    await tx
      .update(coachSubscriptions)
      .set({
        active: true,
        freePlan: false,
        state: 'active',
        planId: band!.id,
        nextPaymentDate: sql`now() + interval '30 days'`,
      })
      .where(eq(coachSubscriptions.accountId, gymId));
    await tx
      .update(users)
      .set({
        currentAccountId: gymId,
        questions: { i_am: 'personal_trainer', i_coach: 'both', i_have: '6_50', i_want: 'hybrid' },
      })
      .where(eq(users.id, coach.id));

    const solo = await createPerson(seeding, {
      email: 'solo@forma.test',
      password: DEMO_PASSWORD,
      role: 'coach',
      firstName: 'Sam',
      lastName: 'Rivera',
      country: 'US',
      state: 'CA',
      birthdate: '1992-09-30',
      confirmed: true,
    });
    await tx
      .update(coachSubscriptions)
      .set({ active: true, freePlan: true })
      .where(eq(coachSubscriptions.accountId, solo.id));

    const clients = [];
    for (const [email, firstName, lastName] of [
      ['client@forma.test', 'Jamie', 'Lee'],
      ['client2@forma.test', 'Priya', 'Shah'],
    ] as const) {
      const client = await createPerson(seeding, {
        email,
        password: DEMO_PASSWORD,
        role: 'user',
        firstName,
        lastName,
        country: 'GB',
        birthdate: '1995-06-15',
        confirmed: true,
      });
      clients.push(client);
    }

    // The gym's programs (demo-group, demo-121, demo-session, demo-fixed).
    await seedDemoPrograms(tx, {
      accountId: gymId,
      coachId: coach.id,
      client: { id: clients[0]!.id, fullName: 'Jamie Lee' },
      oneToOneClient: { id: clients[1]!.id },
    });
  });
  return true;
}
