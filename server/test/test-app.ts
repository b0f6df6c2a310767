import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openPglite, openPostgres, type Database } from '../src/db/database.ts';
import { TEST_CLIENT } from './prepare-database.ts';

export { TEST_CLIENT };

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  /** The app's own (`app.ctx.config`): the sandbox's keys as read from its database. */
  config: Config;
  /** The copy's address on PostgreSQL (for a server process of its own); null on PGlite. */
  databaseUrl: string | null;
  close(): Promise<void>;
};

/** PostgreSQL's `55006`: the template is being copied by another test file's worker just now. */
const TEMPLATE_BUSY = '55006';

/**
 * Copies the run's template database, waiting its turn: PostgreSQL refuses a copy while another
 * session is connected to the template, which happens when two workers copy it at once.
 */
async function copyTemplate(admin: pg.Client, name: string, template: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`create database ${name} template ${template}`);
      return;
    } catch (error) {
      const busy = (error as { code?: string }).code === TEMPLATE_BUSY;
      if (!busy || attempt >= 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 150));
    }
  }
}

async function copyDatabase(): Promise<{
  database: Database;
  url: string | null;
  drop: () => Promise<void>;
}> {
  const template = inject('postgresTemplate');
  if (template) {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `forma_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await copyTemplate(admin, name, template);
    await admin.end();
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const database = openPostgres(dbUrl.toString(), 4);
    return {
      database,
      url: dbUrl.toString(),
      drop: async () => {
        const again = new pg.Client({ connectionString: url });
        await again.connect();
        await again.query(`drop database if exists ${name} with (force)`);
        await again.end();
      },
    };
  }
  const dump = await fs.readFile(inject('pgliteTemplate'));
  return { database: openPglite({ dump: new Blob([dump]) }), url: null, drop: async () => {} };
}

/** A fresh copy of the migrated database and an app on it, for one test file. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { logStream?: DestinationStream } = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'forma-test-'));
  const settings = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_CLIENT_ID: TEST_CLIENT.client_id,
    WEB_CLIENT_SECRET: TEST_CLIENT.client_secret,
    PUBLIC_URL: 'http://forma.test',
    RATE_LIMIT_MAX: '1000',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    ...env,
  });
  const { database, url, drop } = await copyDatabase();
  const app = await buildApp({
    config: settings,
    db: database.db,
    logger: process.env.TEST_LOG === '1' || options.logStream ? undefined : false,
    logStream: options.logStream,
  });
  await app.ready();
  return {
    app,
    database,
    config: app.ctx.config,
    databaseUrl: url,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
