import { compileRowMapper } from './compiled-row-mapper.ts';
import type { Db } from './database.ts';

type Executable<Params, Result> = { execute(params: Params): Promise<Result> };

/** What drizzle's prepared select keeps (both drivers): its ordered fields and how it maps rows. */
type DrizzlePrepared = {
  fields?: Parameters<typeof compileRowMapper>[0];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
};

/**
 * A hot query built once per database instead of on every call: drizzle renders its SQL once,
 * and on PostgreSQL each pooled connection parses and plans it once (a named statement). Values
 * reach it as `sql.placeholder(...)` parameters. Its rows are mapped by a mapper compiled once
 * (drizzle's own result mapper is set on the prepared query, which both drivers honour).
 */
export function preparedQuery<Params extends Record<string, unknown>, Result>(
  build: (db: Db) => Executable<Params, Result>,
): (db: Db, params: Params) => Promise<Result> {
  const built = new WeakMap<Db, Executable<Params, Result>>();
  return (db, params) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      const prepared = query as DrizzlePrepared;
      if (prepared.fields && !prepared.customResultMapper) {
        prepared.customResultMapper = compileRowMapper(
          prepared.fields,
          prepared.joinsNotNullableMap,
        );
      }
      built.set(db, query);
    }
    return query.execute(params);
  };
}
