import type { InvitationInfo } from '@forma/contract/accounts/accounts.schemas';
import type { Warning } from '@forma/contract/accounts/users.schemas';
import type { Db } from '../../db/database.ts';

declare module '../../platform/ports.ts' {
  interface AreaPorts {
    /** The program a client invitation joins, as the invitation page names it. Answered by programs. */
    invitedProgram(db: Db, planId: number): Promise<InvitationInfo['plan']>;
    /** Starts the account's platform trial (POST users/me `trial_start`). Answered by platform-plan. */
    startPlatformTrial(db: Db, accountId: number): Promise<unknown>;
    /**
     * The system warnings other areas raise (platform.md 8) for GET users/warnings: a client's
     * missed program payments, a coach owner's Stripe account that needs verification.
     * Answered in server/src/person-warnings.ts.
     */
    clientWarnings(db: Db, userId: number): Promise<Warning[]>;
    coachOwnerWarnings(db: Db, accountId: number): Promise<Warning[]>;
  }
}
