/** Fills a bench database directly, between two runs of the server (PGlite: one process at a time). */
import type { Db } from '../../server/src/db/database.ts';
import type { BenchDatabase } from './databases.ts';

export async function fill<T>(database: BenchDatabase, work: (db: Db) => Promise<T>): Promise<T> {
  const opened = database.open();
  try {
    return await work(opened.db);
  } finally {
    await opened.close();
  }
}
