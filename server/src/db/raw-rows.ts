import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './database.ts';

/** The rows of a raw statement (node-postgres and PGlite both answer `{ rows }`). */
export async function rawRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/**
 * `count` new ids of `table`'s serial `id`, taken from its sequence. Rows inserted with them
 * can be matched to the rows they were copied from without relying on the order of RETURNING.
 */
export async function reserveIds(db: Db, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await rawRows<{ id: number }>(
    db,
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id
        from generate_series(1, ${count}::int)`,
  );
  return rows.map((row) => row.id);
}
