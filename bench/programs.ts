/**
 * `npm run bench:programs`: GET /api/plans/{id}/public and the programs list (GET
 * /api/coach/plans, active and attention tabs) for a coach with 500 programs and 5,000 clients.
 *
 * Starts the app in-process on a fresh PGlite in a temp dir, bulk-inserts the data, then runs
 * autocannon against each call in turn on loopback and prints requests per second and p99.
 * Bounded: three runs of BENCH_SECONDS (default 10, at most 60) plus start-up.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { openPglite } from '../server/src/db/database.ts';
import { accounts } from '../server/src/modules/accounts/accounts.tables.ts';
import { ensureWebClient } from '../server/src/modules/auth/api-clients.ts';
import { planMemberships } from '../server/src/modules/memberships/memberships.tables.ts';
import {
  coachSubscriptions,
  platformPlans,
} from '../server/src/modules/platform-plan/platform-plan.tables.ts';
import { ensurePlatformPlans } from '../server/src/modules/platform-plan/platform-plans.seed.ts';
import { planPrices, plans } from '../server/src/modules/programs/programs.tables.ts';
import { users } from '../server/src/modules/users/users.tables.ts';

const SECONDS = Math.min(60, Math.max(1, Number(process.env.BENCH_SECONDS) || 10));
const CONNECTIONS = 10;
const HOST = '127.0.0.1';
const PROGRAMS = 500;
const CLIENTS = 5000;
const TYPES = ['one_many', 'individual', 'membership', 'fixed'] as const;

type Run = { label: string; rps: number; p50: number; p99: number; total: number; bad: number };

async function measure(label: string, url: string, headers: Record<string, string> = {}) {
  process.stdout.write(`  ${label}: ${SECONDS} s ... `);
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  console.log('done');
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    bad: result.non2xx + result.errors + result.timeouts,
  } satisfies Run;
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'forma-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    HOST,
    PUBLIC_URL: `http://${HOST}`,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
  });
  const database = openPglite({ dir: path.join(dataDir, 'db') });
  let app: FastifyInstance | undefined;
  try {
    console.log('Preparing PGlite (migrations) ...');
    await database.migrate();
    await ensureWebClient(database.db, config.webClientId, config.webClientSecret);
    await ensurePlatformPlans(database.db);
    app = await buildApp({ config, db: database.db, logger: false });
    await app.listen({ port: 0, host: HOST });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no TCP address');
    const base = `http://${HOST}:${address.port}`;

    const signUp = await app.inject({
      method: 'POST',
      url: '/api/users/sign_up',
      payload: {
        role: 'coach',
        account_name: 'Bench Gym',
        first_name: 'Bench',
        last_name: 'Coach',
        email: 'bench@example.com',
        password: 'bench-password',
        password_confirmation: 'bench-password',
        country: 'GB',
        birthdate: '01/01/1990',
        agreement: true,
        client_id: config.webClientId,
        client_secret: config.webClientSecret,
      },
    });
    if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.body}`);
    const session = signUp.json<{ access_token: string; current: { id: number } }>();
    const accountId = session.current.id;
    const db = database.db;
    const [band] = await db
      .select()
      .from(platformPlans)
      .where(
        and(
          eq(platformPlans.productKind, 'professional_band_75'),
          eq(platformPlans.interval, 'month'),
        ),
      );
    await db
      .update(coachSubscriptions)
      .set({ active: true, freePlan: false, state: 'active', planId: band!.id })
      .where(eq(coachSubscriptions.accountId, accountId));

    console.log(`Inserting ${PROGRAMS} programs and ${CLIENTS} clients ...`);
    const planIds: number[] = [];
    for (const batch of chunks([...Array(PROGRAMS).keys()], 250)) {
      const rows = await db
        .insert(plans)
        .values(
          batch.map((i) => ({
            accountId,
            planType: TYPES[i % TYPES.length]!,
            title: `Program ${i + 1}`,
            description: `<p>Program ${i + 1}: ${'strength and conditioning '.repeat(12)}</p>`,
            state: i % 10 === 0 ? ('draft' as const) : ('published' as const),
            publishedAt: i % 10 === 0 ? null : new Date(),
            color: '#389840',
            customUrl: `bench-${i + 1}`,
            trainingScheduledTo: i % 3 === 0 ? null : '2999-01-01',
          })),
        )
        .returning({ id: plans.id });
      planIds.push(...rows.map((r) => r.id));
    }
    await db
      .insert(planPrices)
      .values(
        planIds
          .slice(0, 100)
          .map((planId) => ({ planId, period: 'monthly' as const, amount: 1999, currency: 'USD' })),
      );
    const clientIds: number[] = [];
    for (const batch of chunks([...Array(CLIENTS).keys()], 500)) {
      const rows = await db
        .insert(accounts)
        .values(batch.map((i) => ({ kind: 'private' as const, title: `Client ${i + 1}` })))
        .returning({ id: accounts.id });
      await db.insert(users).values(
        rows.map((r, j) => ({
          id: r.id,
          email: `client-${batch[j]}@bench.test`,
          passwordHash: 'x',
          role: 'user' as const,
          firstName: 'Client',
          lastName: String(batch[j]! + 1),
        })),
      );
      clientIds.push(...rows.map((r) => r.id));
    }
    const states = ['active', 'active', 'active', 'scheduled', 'canceled', 'init'] as const;
    for (const batch of chunks(clientIds, 500)) {
      await db.insert(planMemberships).values(
        batch.map((userId, j) => ({
          planId: planIds[(userId + j) % planIds.length]!,
          accountId,
          userId,
          state: states[userId % states.length]!,
          startDate: '2030-01-01',
          applied: true,
        })),
      );
    }
    await db.execute(sql`analyze`);

    const publicPlan = planIds[1]!;
    const coachHeaders = { authorization: `Bearer ${session.access_token}` };
    console.log(`Running (${CONNECTIONS} connections, loopback):`);
    const runs = [
      await measure('GET /api/plans/{id}/public', `${base}/api/plans/${publicPlan}/public`),
      await measure(
        'GET /api/coach/plans (active)',
        `${base}/api/coach/plans?tab=active`,
        coachHeaders,
      ),
      await measure(
        'GET /api/coach/plans (attention)',
        `${base}/api/coach/plans?tab=attention`,
        coachHeaders,
      ),
    ];
    console.log('');
    for (const run of runs) {
      console.log(
        `  ${run.label.padEnd(34)} ${run.rps.toFixed(0).padStart(6)} req/s   p50 ${String(run.p50).padStart(4)} ms   p99 ${String(run.p99).padStart(4)} ms   (${run.total} requests, ${run.bad} not 2xx or failed)`,
      );
    }
    if (runs.some((run) => run.bad > 0)) {
      throw new Error('some responses were not 2xx: the figures above are not valid');
    }
  } finally {
    await app?.close();
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
