import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/database.ts';
import { prepareDatabase } from './prepare-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

// One template per run, so parallel runs on the same server do not trip over each other.
const TEMPLATE_DB = `forma_test_template_${process.pid}`;

/**
 * Migrates one database per run and hands it to every test file to copy: a PGlite dump, or
 * a PostgreSQL template database when TEST_DB=postgres (with TEST_DATABASE_URL).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${TEMPLATE_DB}' and pid <> pg_backend_pid()`,
    );
    await admin.query(`drop database if exists ${TEMPLATE_DB}`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${TEMPLATE_DB}`;
    const database = openPostgres(templateUrl.toString(), 2);
    await prepareDatabase(database);
    await database.close();
    project.provide('postgresTemplate', TEMPLATE_DB);
    project.provide('pgliteTemplate', '');
    return async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
      await cleanup.end();
    };
  }
  const database = openPglite({});
  await prepareDatabase(database);
  const dump = await database.dump!();
  const file = path.join(os.tmpdir(), `forma-test-template-${process.pid}.tar.gz`);
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return async () => {
    await fs.rm(file, { force: true });
  };
}
