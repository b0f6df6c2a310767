import type { InvitationInfo } from '@forma/contract/accounts/accounts.schemas';
import type { CoachSubscription } from '@forma/contract/accounts/subscription.schemas';
import type { MeResponse, Warning } from '@forma/contract/accounts/users.schemas';
import type { Db } from '../../db/database.ts';
import type { Auth, UserRow } from '../../platform/auth/auth-plugin.ts';

declare module '../../platform/ports.ts' {
  interface AreaPorts {
    /** The program a client invitation joins, as the invitation page names it. Answered by programs. */
    invitedProgram(db: Db, planId: number): Promise<InvitationInfo['plan']>;
    /**
     * A new account's platform subscription, in the transaction that creates the account: on FREE
     * for a business account, empty for a coach's private one. Answered by platform-plan.
     */
    createSubscription(db: Db, accountId: number, start: 'free' | 'empty'): Promise<void>;
    /** Starts the account's platform trial (POST users/me `trial_start`). Answered by platform-plan. */
    startPlatformTrial(db: Db, accountId: number): Promise<unknown>;
    /**
     * The account's platform subscription as the spec presents it (an ended trial settled), with
     * its client counts when `withCounts`; from the caller's session query when `caller` acts in
     * that account. Answered by platform-plan (a blocked account, the free plan's limits).
     */
    accountSubscription(
      db: Db,
      accountId: number,
      options: { withCounts: boolean; caller?: Auth },
    ): Promise<CoachSubscription | null>;
    /**
     * The system warnings other areas raise (platform.md 8) for GET users/warnings: a client's
     * missed program payments, a coach owner's Stripe account that needs verification.
     * Answered in server/src/person-warnings.ts.
     */
    clientWarnings(db: Db, userId: number): Promise<Warning[]>;
    coachOwnerWarnings(db: Db, accountId: number): Promise<Warning[]>;
  }
}

declare module '../../platform/context.ts' {
  interface AppContext {
    /** users/me's answer, which presents several areas: assembled in server/src/users-me.ts. */
    presentMe(db: Db, user: UserRow, caller?: Auth): Promise<MeResponse>;
  }
}
