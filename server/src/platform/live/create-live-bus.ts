import type { FastifyBaseLogger } from 'fastify';
import { postgresUrlOf, type Db } from '../../db/database.ts';
import { createInProcessLiveBus, type LiveBus } from './live-bus.ts';
import { startPostgresLiveBus } from './postgres-live-bus.ts';

/** PostgreSQL `LISTEN/NOTIFY` when the app runs on PostgreSQL, in-process on PGlite. */
export async function createLiveBus(db: Db, log: FastifyBaseLogger): Promise<LiveBus> {
  const url = postgresUrlOf(db);
  return url ? startPostgresLiveBus(db, url, log) : createInProcessLiveBus(log);
}
