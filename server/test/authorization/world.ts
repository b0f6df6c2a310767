import type { Caller } from '@forma/contract/common/endpoint';
import { planMemberships } from '../../src/modules/purchase/purchase.tables.ts';
import { joinAccount, newClient, newCoach, publishedPlan, setPlan } from '../programs-helpers.ts';
import type { TestApp } from '../test-app.ts';

export type Person = Awaited<ReturnType<typeof newCoach>>;

/**
 * One coach's business account and the people around it: the owner (also as the blocked
 * owner), a coach of the same business who is not its owner, a published program with two
 * member clients, a client with no tie to the account, and a coach of another account.
 */
export type World = {
  t: TestApp;
  people: Record<Exclude<Caller, 'anonymous' | 'blocked_owner'>, Person>;
  accountId: number;
  planId: number;
  /** A business account of a coach who is none of the callers: it invites callers. */
  invitingAccountId: number;
  /** The owner's account blocked while `run` runs (the blocked_owner caller), then PRO again. */
  whileBlocked<T>(run: () => Promise<T>): Promise<T>;
};

export async function buildWorld(t: TestApp): Promise<World> {
  const owner = await newCoach(t);
  const accountId = owner.current.id;
  const teamCoach = await newCoach(t);
  await joinAccount(t, teamCoach, accountId);
  const plan = await publishedPlan(t, owner.token);
  const [memberClient, otherMemberClient, strangerClient] = [
    await newClient(t),
    await newClient(t),
    await newClient(t),
  ];
  for (const client of [memberClient, otherMemberClient]) {
    await t.database.db.insert(planMemberships).values({
      planId: plan.id,
      accountId,
      userId: client.private.id,
      state: 'active',
      startDate: '2020-01-01',
      applied: true,
    });
  }
  const inviter = await newCoach(t);
  return {
    t,
    invitingAccountId: inviter.current.id,
    people: {
      owner,
      team_coach: teamCoach,
      other_coach: await newCoach(t),
      member_client: memberClient,
      other_member_client: otherMemberClient,
      stranger_client: strangerClient,
    },
    accountId,
    planId: plan.id,
    async whileBlocked(run) {
      await setPlan(t, accountId, 'blocked');
      try {
        return await run();
      } finally {
        await setPlan(t, accountId, 'pro');
      }
    },
  };
}

/** The bearer token a caller sends (none for anonymous). */
export function tokenOf(world: World, caller: Caller): string | null {
  if (caller === 'anonymous') return null;
  return world.people[caller === 'blocked_owner' ? 'owner' : caller].token;
}
