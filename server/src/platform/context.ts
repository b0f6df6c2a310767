import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { LiveBus } from './live/live-bus.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Signer } from './storage/signed-tokens.ts';
import type { Storage } from './storage/storage.ts';
import type Stripe from 'stripe';
import type { Payments } from './stripe/stripe-client.ts';
import type { AreaPorts } from './ports.ts';

/**
 * What every service function receives: the database, the settings, the mailer, file storage,
 * the signer of short-lived tokens (upload addresses), a logger and the live bus (`live.publish`
 * reaches the recipient's open tabs, whichever server process they are connected to), and the
 * Stripe SDK (`stripe`: Stripe itself or the sandbox, see platform/stripe), and users/me's
 * answer, which presents several areas and is assembled above them (server/src/users-me.ts): its
 * type is accounts', added to this interface by modules/accounts/accounts.ports.ts.
 */
export interface AppContext {
  db: Db;
  /** What lower areas ask of higher ones, answered in server/src/area-ports.ts. */
  ports: AreaPorts;
  config: Config;
  mailer: Mailer;
  storage: Storage;
  signer: Signer;
  log: FastifyBaseLogger;
  live: LiveBus;
  stripe: Stripe;
  payments: Payments;
}
