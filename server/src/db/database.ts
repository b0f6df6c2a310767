import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a gzipped tarball, to copy into another PGlite. */
  dump?: () => Promise<Blob>;
};

export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/** Embedded PostgreSQL (PGlite) in `dir`, or in memory when `dir` is undefined, or from a dump. */
export function openPglite(source: { dir?: string; dump?: Blob }): Database {
  if (source.dir) fs.mkdirSync(source.dir, { recursive: true });
  const client = source.dump ? new PGlite({ loadDataDir: source.dump }) : new PGlite(source.dir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder });
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir('gzip'),
  };
}

const postgresUrls = new WeakMap<Db, string>();

/** The address of the PostgreSQL server behind `db` (the live bus opens its own connection); none on PGlite. */
export function postgresUrlOf(db: Db): string | undefined {
  return postgresUrls.get(db);
}

/** A PostgreSQL server through a connection pool. */
export function openPostgres(url: string, max = 10): Database {
  // jit=off: the list reads' plans cross JIT's cost threshold as an account grows, and compiling
  // them took 600 ms per call where running them takes 20 (decisions: "jit=off").
  const pool = new pg.Pool({ connectionString: url, max, options: '-c jit=off' });
  // An idle connection the server drops (restart, failover, a dropped database) must not crash
  // the process; the pool replaces it on the next query.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL connection lost: ${error.message}`);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  postgresUrls.set(db, url);
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      // Several processes may start together: one migrates, the others wait for it.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(7310001)');
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock(7310001)').catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export function openDatabase(config: { databaseUrl?: string; dataDir: string }): Database {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openPglite({ dir: path.join(config.dataDir, 'db') });
}
