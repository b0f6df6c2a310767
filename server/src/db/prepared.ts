import type { Db } from './database.ts';

type Executable<Params, Result> = { execute(params: Params): Promise<Result> };

/**
 * A hot query built once per database instead of on every call: drizzle renders its SQL once,
 * and on PostgreSQL each pooled connection parses and plans it once (a named statement). Values
 * reach it as `sql.placeholder(...)` parameters.
 */
export function preparedQuery<Params extends Record<string, unknown>, Result>(
  build: (db: Db) => Executable<Params, Result>,
): (db: Db, params: Params) => Promise<Result> {
  const built = new WeakMap<Db, Executable<Params, Result>>();
  return (db, params) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query.execute(params);
  };
}
