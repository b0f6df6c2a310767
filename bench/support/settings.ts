/** The benches' knobs, read once from the environment. */
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const HOST = '127.0.0.1';
export const CONNECTIONS = 10;

/** A slice of load (side by side), or a measured run, lasts this long (BENCH_SECONDS, default 5, 1 to 60). */
export const SECONDS = Math.min(60, Math.max(1, Number(process.env.BENCH_SECONDS) || 5));
/** Slices per side and target: server, baseline, server, baseline ... (BENCH_ROUNDS, default 3, 1 to 10). */
export const ROUNDS = Math.min(10, Math.max(1, Math.round(Number(process.env.BENCH_ROUNDS) || 3)));
/** The time zone the load benches' coach sends in Client-Timezone, as a browser would. */
export const TIME_ZONE = 'Europe/London';
/** An unreported run before each measured one, so the JIT and the pools are warm. */
export const WARMUP_SECONDS = Math.min(2, SECONDS);

export type DatabaseKind = 'pglite' | 'postgres';

/** BENCH_DB's value (or a bench's own default) as the kinds to run on. */
export function databaseKinds(value: string | undefined): DatabaseKind[] {
  switch (value ?? 'both') {
    case 'pglite':
      return ['pglite'];
    case 'postgres':
      return ['postgres'];
    case 'both':
      return ['pglite', 'postgres'];
    default:
      throw new Error(`BENCH_DB must be pglite, postgres or both (got '${value}')`);
  }
}

/** BENCH_DB: pglite, postgres or both (the default). */
export const DATABASES = databaseKinds(process.env.BENCH_DB);

/** A PostgreSQL server where the bench may create and drop its own database. */
export const POSTGRES_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Set by bench:goals: a bench leaves out its targets that no goal reads (BENCH_GOALS_ONLY=1). */
export const GOALS_ONLY = process.env.BENCH_GOALS_ONLY === '1';
