import type { InvitationInfo } from '@forma/contract/accounts/accounts.schemas';
import type { Db } from '../../db/database.ts';

declare module '../../platform/ports.ts' {
  interface AreaPorts {
    /** The program a client invitation joins, as the invitation page names it. Answered by programs. */
    invitedProgram(db: Db, planId: number): Promise<InvitationInfo['plan']>;
  }
}
