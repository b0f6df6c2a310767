/** A fresh database per bench run: a PGlite directory, or a PostgreSQL database made and dropped. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/src/db/database.ts';
import { POSTGRES_ADMIN_URL, type DatabaseKind } from './settings.ts';

export type BenchDatabase = {
  kind: DatabaseKind;
  label: string;
  /** The server's DATA_DIR (uploads, mail, secrets, and the PGlite database in `db/`). */
  dataDir: string;
  /** The server's DATABASE_URL: empty on PGlite, which lives in DATA_DIR/db. */
  databaseUrl: string;
  /** The database itself, for the bench to fill while no server holds it. */
  open(): Database;
  dispose(): Promise<void>;
};

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

let made = 0;

/** A PostgreSQL bench database's copy (no one may be connected to it meanwhile), dropped alike. */
export async function copyBenchDatabase(source: BenchDatabase): Promise<BenchDatabase> {
  const from = new URL(source.databaseUrl).pathname.slice(1);
  return createBenchDatabase('postgres', from);
}

export async function createBenchDatabase(
  kind: DatabaseKind,
  template?: string,
): Promise<BenchDatabase> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `forma-bench-${kind}-`));
  if (kind === 'pglite') {
    return {
      kind,
      label: 'PGlite',
      dataDir,
      databaseUrl: '',
      open: () => openDatabase({ dataDir }),
      dispose: () => fs.rm(dataDir, { recursive: true, force: true }),
    };
  }
  made += 1;
  const name = `bench_${process.pid}_${made}`;
  const copy = template ? ` template ${template}` : '';
  await admin((client) => client.query(`create database ${name}${copy}`));
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    kind,
    label: 'PostgreSQL',
    dataDir,
    databaseUrl,
    open: () => openDatabase({ databaseUrl, dataDir }),
    async dispose() {
      await admin((client) => client.query(`drop database if exists ${name} with (force)`));
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
