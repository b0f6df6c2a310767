import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { SandboxDb } from './core/database.ts';
import { setClockOffset } from './core/context.ts';
import { readProcessConfig } from './process-config.ts';
import { createSandbox } from './sandbox.ts';

/** How often real time moves the sandbox's objects (renewals, payouts) and events go out. */
const TICK_MS = 30_000;
const DELIVER_MS = 2_000;

function openDatabase(config: ReturnType<typeof readProcessConfig>) {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 5 });
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    return {
      db: drizzlePg(pool) as unknown as SandboxDb,
      close: () => pool.end(),
      kind: 'PostgreSQL',
    };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const client = new PGlite(config.dataDir);
  return {
    db: drizzlePglite(client) as unknown as SandboxDb,
    close: () => client.close(),
    kind: `PGlite in ${config.dataDir}`,
  };
}

const config = readProcessConfig(process.env);
setClockOffset(config.clockOffset);
const database = openDatabase(config);
const sandbox = await createSandbox({
  db: database.db,
  publicUrl: config.publicUrl,
  webhooks: config.webhooks,
});
sandbox.settings.chaos = config.chaos;
sandbox.settings.deliveryConcurrency = config.deliveryConcurrency;
await sandbox.app.listen({ port: config.port, host: config.host });

const report = (what: string) => (error: unknown) =>
  console.error(`Stripe sandbox: ${what} failed: ${(error as Error).message}`);
/** Runs `work` unless its last run is still going (a pass over thousands of renewals is long). */
function oneAtATime(what: string, work: () => Promise<unknown>) {
  let running = false;
  return () => {
    if (running) return;
    running = true;
    void work()
      .catch(report(what))
      .finally(() => (running = false));
  };
}
const tick = oneAtATime('moving time', () => sandbox.tick());
// A pass sends at most a batch; a backlog (a renewal run's thousands of events) goes out at once.
const deliver = oneAtATime('delivering events', async () => {
  while ((await sandbox.deliverEvents()) > 0);
});
const ticking = setInterval(tick, TICK_MS);
const delivering = setInterval(deliver, DELIVER_MS);

console.log(
  [
    `Stripe sandbox on http://${config.host}:${config.port} (pages at ${config.publicUrl}), ${database.kind}`,
    ...(config.clockOffset ? [`  its clock ${config.clockOffset} s ahead of the real time`] : []),
    ...config.webhooks.map(
      (endpoint) =>
        `  ${endpoint.connect ? 'Connect events ' : 'Platform events'} → ${endpoint.url}`,
    ),
  ].join('\n'),
);

// What fell due while the process was stopped (or before its clock offset) moves at once.
tick();

async function stop() {
  clearInterval(ticking);
  clearInterval(delivering);
  await sandbox.close();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
