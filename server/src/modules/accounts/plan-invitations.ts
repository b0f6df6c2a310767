import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { clientInvitations } from './accounts.tables.ts';

/** A program's invitations can no longer be taken up (the client was removed, or the program deleted). */
export async function withdrawPlanInvitations(db: Db, planId: number, email: string | null) {
  await db
    .update(clientInvitations)
    .set({ status: 'rejected' })
    .where(
      and(
        eq(clientInvitations.planId, planId),
        eq(clientInvitations.status, 'pending'),
        email === null ? undefined : eq(clientInvitations.email, email),
      ),
    );
}
