import type { Db } from '../../db/database.ts';

declare module '../../platform/ports.ts' {
  interface AreaPorts {
    /**
     * The account has a client paying for a program that is still going on: renewals, retries
     * and refunds still need its connected Stripe account. Answered by purchase.
     */
    accountHasPayingClients(db: Db, accountId: number): Promise<boolean>;
  }
}
