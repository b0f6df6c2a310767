import 'dotenv/config';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { seedDemoCovers } from './db/seed/demo-covers.ts';
import { seedDemoPayouts } from './db/seed/demo-payouts.ts';
import { seedDemoSubscription } from './db/seed/demo-subscription.ts';
import { DEMO_PASSWORD, DEMO_SIGN_INS, seedDemo } from './db/seed/demo-seed.ts';
import { seedProductLibrary } from './db/seed/product-media-seed.ts';
import { jobHandlers, jobLanes } from './job-handlers.ts';
import { warnIfVideoToolsMissing } from './modules/media/processing/media-jobs.ts';
import { pruneOutbox } from './platform/events/event-delivery.ts';
import { startJobWorker } from './platform/jobs/job-worker.ts';
import { ensureWebClient } from './modules/auth/api-clients.ts';
import { ensurePlatformPlans } from './modules/platform-plan/platform-plans.seed.ts';
import { ensureProductExercises } from './modules/exercises/exercises.seed.ts';
import { queueMembershipEndings } from './modules/purchase/membership-endings.ts';
import {
  IN_FLIGHT_MS,
  queuePurchaseReconciliation,
  reconcilePurchases,
} from './modules/purchase/paid/reconcile.ts';
import { queueUnpaidCancellation } from './modules/purchase/paid/auto-cancel.ts';
import { pruneRateLimits } from './platform/rate-limit/prune-rate-limits.ts';
import { startSandboxTimers } from './platform/stripe/sandbox-timers.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = openDatabase(config);
  await database.migrate();
  await ensureWebClient(database.db, config.webClientId, config.webClientSecret);
  await ensurePlatformPlans(database.db);
  await ensureProductExercises(database.db);
  const seeded = config.seedDemo ? await seedDemo(database.db) : false;
  await queueMembershipEndings(database.db);
  await queuePurchaseReconciliation(database.db);
  await queueUnpaidCancellation(database.db);
  await pruneRateLimits.queueFirst(database.db);

  const app = await buildApp({ config, db: database.db });
  if (config.seedDemo) {
    await seedDemoCovers(app.ctx);
    await seedDemoPayouts(app.ctx);
    await seedDemoSubscription(app.ctx);
  }
  // A purchase a crash left between the charge and its write is put right before serving.
  await reconcilePurchases(app.ctx, new Date(Date.now() - IN_FLIGHT_MS)).catch((error: unknown) =>
    app.log.error({ err: error }, 'purchase reconciliation failed'),
  );
  await app.listen({ port: config.port, host: config.host });
  if (app.ctx.payments.sandbox) startSandboxTimers(app.ctx.payments.sandbox, app.log);
  const worker = startJobWorker(app.ctx, jobHandlers, { lanes: jobLanes, prune: [pruneOutbox] });
  // In the background: the first start makes the product library's clips with ffmpeg.
  void warnIfVideoToolsMissing(app.ctx)
    .then(async (videoTools) => {
      if (!videoTools) return;
      const made = await seedProductLibrary(app.ctx);
      if (made) app.log.info(`product library: ${made} videos added, processing in the background`);
    })
    .catch((error: unknown) => app.log.error({ err: error }, 'product library seed failed'));

  const database_label =
    database.kind === 'pglite' ? `PGlite in ${config.dataDir}/db` : 'PostgreSQL';
  console.log(`\n  ${config.productName} is running at ${config.publicUrl}  (${database_label})`);
  if (config.seedDemo) {
    console.log(`  Demo sign-ins${seeded ? ' (just created)' : ''}, password "${DEMO_PASSWORD}":`);
    for (const { email, who } of DEMO_SIGN_INS) console.log(`    ${email.padEnd(20)} ${who}`);
  }
  if (app.ctx.mailer.outbox) {
    const viewer = config.devMailViewer ? ` and listed at ${config.publicUrl}/dev/mail` : '';
    console.log(`  E-mails are written to ${app.ctx.mailer.outbox}${viewer}`);
  }
  console.log('');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await worker.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
