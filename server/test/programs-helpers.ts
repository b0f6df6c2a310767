import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CoachPlan } from '@forma/contract/programs/programs.schemas';
import { accountMembers } from '../src/modules/accounts/accounts.tables.ts';
import {
  coachSubscriptions,
  platformPlans,
} from '../src/modules/platform-plan/platform-plan.tables.ts';
import { users } from '../src/modules/accounts/users.tables.ts';
import { bearer, signUp } from './helpers.ts';
import type { TestApp } from './test-app.ts';

export type Session = Awaited<ReturnType<typeof signUp>>;

/** Sets an account's platform plan directly, as the demo seed does. */
export async function setPlan(t: TestApp, accountId: number, plan: 'pro' | 'free' | 'blocked') {
  const db = t.database.db;
  if (plan === 'blocked' || plan === 'free') {
    await db
      .update(coachSubscriptions)
      .set({ active: plan === 'free', freePlan: plan === 'free', state: null, planId: null })
      .where(eq(coachSubscriptions.accountId, accountId));
    return;
  }
  const [band] = await db
    .select()
    .from(platformPlans)
    .where(
      and(
        eq(platformPlans.productKind, 'professional_band_25'),
        eq(platformPlans.interval, 'month'),
      ),
    );
  await db
    .update(coachSubscriptions)
    .set({ active: true, freePlan: false, state: 'active', planId: band!.id })
    .where(eq(coachSubscriptions.accountId, accountId));
}

/** A coach owning a team on FREE (sign-up's default), or on PROFESSIONAL. */
export async function newCoach(t: TestApp, plan: 'pro' | 'free' = 'pro') {
  const coach = await signUp(t.app);
  if (plan === 'pro') await setPlan(t, coach.current.id, 'pro');
  return coach;
}

export const newClient = (t: TestApp) => signUp(t.app, { role: 'user', account_name: undefined });

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function api(t: TestApp) {
  return (method: Method, url: string, token?: string | null, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/${url}`,
      headers: { ...(token ? bearer(token) : {}), 'client-timezone': 'UTC' },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
}

export async function createPlan(
  t: TestApp,
  token: string,
  plan: Record<string, unknown> = {},
): Promise<CoachPlan> {
  const response = await api(t)('POST', 'coach/plans', token, {
    plan: { plan_type: 'one_many', title: 'Strength Block', ...plan },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

export async function publishedPlan(
  t: TestApp,
  token: string,
  plan: Record<string, unknown> = {},
): Promise<CoachPlan> {
  const created = await createPlan(t, token, plan);
  const response = await api(t)('POST', `coach/plans/${created.id}/publish`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

export const errorsOf = (response: { json: () => unknown }) =>
  (response.json() as { errors: Record<string, string[]> }).errors;

/** Makes `coach` an accepted coach of `accountId` and acts in it. */
export async function joinAccount(t: TestApp, coach: Session, accountId: number) {
  const db = t.database.db;
  await db.insert(accountMembers).values({
    accountId,
    userId: coach.private.id,
    email: coach.email.toLowerCase(),
    accountRole: 'coach',
    inviteStatus: 'accepted',
  });
  await db.update(users).set({ currentAccountId: accountId }).where(eq(users.id, coach.private.id));
}
