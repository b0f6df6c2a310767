import type { UserRow } from '../../platform/auth/auth-plugin.ts';
import type { Db } from '../../db/database.ts';
import { usersByIds } from '../accounts/accounts.api.ts';
import type { MembershipRow } from '../purchase/purchase.api.ts';

/** A membership of the program with the person behind it (none for an invite by address). */
export type PlanMember = { membership: MembershipRow; user: UserRow | null };

export async function withPeople(db: Db, rows: MembershipRow[]): Promise<PlanMember[]> {
  const people = await usersByIds(
    db,
    rows.flatMap((row) => (row.userId ? [row.userId] : [])),
  );
  return rows.map((membership) => ({
    membership,
    user: membership.userId ? (people.get(membership.userId) ?? null) : null,
  }));
}
