import type { Db } from '../../db/database.ts';

declare module '../../platform/ports.ts' {
  interface AreaPorts {
    /**
     * The client pays the account for a program that is active, trialing or past due: the card
     * its subscription charges cannot be removed (spec 7 Cards). Answered by purchase.
     */
    clientPaysAccount(db: Db, userId: number, accountId: number): Promise<boolean>;
  }
}
