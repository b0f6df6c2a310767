import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Storage } from './storage/storage.ts';

/** What every service function receives: the database, the settings, the mailer, a logger. */
export type AppContext = {
  db: Db;
  config: Config;
  mailer: Mailer;
  storage: Storage;
  log: FastifyBaseLogger;
};
