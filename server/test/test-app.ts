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
  config: Config;
  close(): Promise<void>;
};

async function copyDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const template = inject('postgresTemplate');
  if (template) {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `forma_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const database = openPostgres(dbUrl.toString(), 4);
    return {
      database,
      drop: async () => {
        const again = new pg.Client({ connectionString: url });
        await again.connect();
        await again.query(`drop database if exists ${name} with (force)`);
        await again.end();
      },
    };
  }
  const dump = await fs.readFile(inject('pgliteTemplate'));
  return { database: openPglite({ dump: new Blob([dump]) }), drop: async () => {} };
}

/** A fresh copy of the migrated database and an app on it, for one test file. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { logStream?: DestinationStream } = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'forma-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_CLIENT_ID: TEST_CLIENT.client_id,
    WEB_CLIENT_SECRET: TEST_CLIENT.client_secret,
    PUBLIC_URL: 'http://forma.test',
    RATE_LIMIT_MAX: '1000',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    ...env,
  });
  const { database, drop } = await copyDatabase();
  const app = await buildApp({
    config,
    db: database.db,
    logger: process.env.TEST_LOG === '1' || options.logStream ? undefined : false,
    logStream: options.logStream,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
