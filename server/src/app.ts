import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import websocket from '@fastify/websocket';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { API_VERSION } from '@forma/contract/common/api';
import type { Config, Settings } from './config.ts';
import type { Db } from './db/database.ts';
import { authPlugin } from './platform/auth/auth-plugin.ts';
import type { AppContext } from './platform/context.ts';
import { responseSerializer } from './platform/http/response-serializer.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { apiDescription } from './platform/http/api-description.ts';
import { apiDocsRoutes } from './platform/http/api-docs.ts';
import { registerErrorHandler } from './platform/errors/error-handler.ts';
import { errorMessages } from './platform/errors/messages.ts';
import { answerBadUrl } from './platform/input/bad-url.ts';
import { requestInputPlugin } from './platform/input/request-input.ts';
import { cablePlugin, cableWebsocketOptions } from './platform/live/cable.ts';
import { createLiveBus } from './platform/live/create-live-bus.ts';
import './live-messages.ts';
import { createMailer, type Mailer } from './platform/mail/mailer.ts';
import { devMailRoutes } from './platform/mail/dev-mail.routes.ts';
import { diskUploadRoutes } from './platform/storage/disk-upload.routes.ts';
import { createSigner } from './platform/storage/signed-tokens.ts';
import { loadSigningSecret } from './platform/storage/signing-secret.ts';
import { createStorage } from './platform/storage/create-storage.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { cableSessions } from './modules/auth/cable-sessions.ts';
import { requestSessions } from './modules/auth/request-sessions.ts';
import { customisationRoutes } from './modules/customisation/customisation.routes.ts';
import { exercisesRoutes } from './modules/exercises/exercises.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { purchaseRoutes } from './modules/purchase/purchase.routes.ts';
import { clientsRoutes } from './modules/clients/clients.routes.ts';
import { payoutsRoutes } from './modules/payouts/payouts.routes.ts';
import { cardsRoutes } from './modules/cards/cards.routes.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { templatesRoutes } from './modules/templates/templates.routes.ts';
import { trainingRoutes } from './modules/training/training.routes.ts';
import { reviewRoutes } from './modules/tracking/review.routes.ts';
import { calendarRoutes } from './modules/tracking/calendar.routes.ts';
import { platformPlanRoutes } from './modules/platform-plan/platform-plan.routes.ts';
import { programsRoutes } from './modules/programs/programs.routes.ts';
import { publicPageMeta } from './modules/purchase/page-meta.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { themesRoutes } from './modules/customisation/themes.routes.ts';
import { usersRoutes } from './modules/accounts/users.routes.ts';
import { rememberTimeZone } from './modules/accounts/accounts.api.ts';
import { calendarFeedRoutes } from './modules/tracking/calendar-feed.routes.ts';
import { areaPorts } from './area-ports.ts';
import { eventJobs, promptEvents } from './event-subscribers.ts';
import { promptDelivery } from './platform/events/prompt-delivery.ts';
import { renderIndexHtml } from './platform/web/index-html.ts';
import { registerOfflineAppFiles } from './platform/web/offline-app-files.ts';
import { registerCrawlerFiles } from './platform/web/crawler-files.ts';
import { publicProgramPages } from './modules/programs/public-program-pages.ts';
import { loggerOptions } from './platform/logging/logger-options.ts';
import { permissionRules } from './permissions.ts';
import { presentMe } from './users-me.ts';
import { callerReads } from './caller-reads.ts';
import { createPayments } from './platform/stripe/stripe-client.ts';
import { withStripeKeys } from './platform/stripe/stripe-keys.ts';
import { forwardToSandbox } from './platform/stripe/sandbox-forwarding.ts';
import { stripeWebhookRoutes } from './platform/stripe/webhook-routes.ts';
import { stripeWebhookHandlers } from './stripe-webhook-handlers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export type BuildOptions = {
  /** As loaded; the sandbox's keys are read from `db` (after its migrations). */
  config: Settings;
  db: Db;
  mailer?: Mailer;
  logger?: boolean;
  /** Where the log lines go (standard output unless given; tests read them). */
  logStream?: DestinationStream;
};

export async function buildApp({
  config: settings,
  db,
  mailer,
  logger,
  logStream,
}: BuildOptions): Promise<FastifyInstance> {
  const config = await withStripeKeys(settings, db);
  const app = Fastify({
    logger: logger === false ? false : loggerOptions(config, logStream),
    trustProxy: config.trustProxy,
    frameworkErrors: answerBadUrl,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer(config.env !== 'production'));

  const signer = createSigner(loadSigningSecret(config));
  const live = await createLiveBus(db, app.log);
  app.addHook('onClose', () => live.close());
  const payments = await createPayments(config, db, (url, payload, headers) =>
    app.inject({ method: 'POST', url, headers, payload }).then((answer) => answer.statusCode),
  );
  app.addHook('onClose', async () => payments.sandbox?.close());
  app.decorate('ctx', {
    db,
    ports: areaPorts,
    config,
    mailer: mailer ?? createMailer(config),
    storage: createStorage(config, signer),
    signer,
    log: app.log,
    live,
    stripe: payments.stripe,
    payments,
    presentMe,
  });
  app.decorate('permissionRules', permissionRules);

  // External plugins first, then our own, then routes (fastify/demo's order).
  // Stripe.js's hosts only in stripe mode, which comes with the publishable key in config.ts
  // (payments, part 1); until then the app runs the sandbox.
  registerSecurityHeaders(app, {
    stripeJs: config.stripe.mode === 'stripe',
    https: config.publicUrl.startsWith('https://'),
  });
  // Answers above 4 KB go compressed when the client asks (before @fastify/static, which then
  // sends the built assets' own .br/.gz files): a smaller answer arrives in the first flight of
  // packets either way, and compressing it cost more CPU than the rest of users/me
  // (docs/decisions/platform.md "Compression"). Compressed request bodies are not accepted.
  await app.register(compress, {
    threshold: 4096,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
    // Brotli's quality 1 for answers made per request: a quarter of quality 4's CPU on a 9 KB
    // list and a fifth on a 177 KB week, for about a fifth more bytes (docs/decisions/platform.md).
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 1,
      },
    },
  });
  // Files stream to disk; the largest is a media upload (spec 9: 500 MB).
  await app.register(multipart, { limits: { fileSize: config.mediaMaxUploadBytes, files: 1 } });
  await app.register(websocket, cableWebsocketOptions);
  await app.register(swagger, apiDescription(config.productName));
  registerErrorHandler(app);
  await app.register(requestInputPlugin);
  await app.register(authPlugin, { resolveSession: requestSessions(db, callerReads) });
  // After the auth plugin's hook: a signed-in person's Client-Timezone is kept when it changes.
  app.addHook('preHandler', rememberTimeZone(db));
  await app.register(cablePlugin, { sessions: cableSessions(db) });
  // The events a request emits reach their `beforeAnswer` subscribers before it answers.
  await app.register(promptDelivery, { ctx: app.ctx, handlers: eventJobs, promptEvents });

  // An outdated client (API-Version below the current one) is told to reload (platform.md 7, 8).
  app.addHook('onRequest', async (request, reply) => {
    const version = Number(request.headers['api-version']);
    if (request.url.startsWith('/api/') && version && version < API_VERSION) {
      return reply
        .code(426)
        .send({ base: { deprecated: true }, errors: { base: [errorMessages.deprecated] } });
    }
  });

  await app.register(
    async (api) => {
      await api.register(authRoutes);
      await api.register(usersRoutes);
      await api.register(accountsRoutes);
      await api.register(platformPlanRoutes);
      await api.register(settingsRoutes);
      await api.register(themesRoutes);
      await api.register(customisationRoutes);
      await api.register(mediaRoutes);
      await api.register(programsRoutes);
      await api.register(exercisesRoutes);
      await api.register(purchaseRoutes);
      await api.register(clientsRoutes);
      await api.register(payoutsRoutes);
      await api.register(cardsRoutes);
      await api.register(billingRoutes);
      await api.register(trainingRoutes);
      await api.register(templatesRoutes);
      await api.register(calendarFeedRoutes);
      await api.register(reviewRoutes);
      await api.register(calendarRoutes);
      await api.register(apiDocsRoutes, {
        title: `${config.productName} API`,
        document: () => app.swagger(),
      });
    },
    { prefix: '/api' },
  );

  await stripeWebhookRoutes(app, stripeWebhookHandlers);
  if (payments.sandbox) await forwardToSandbox(app, payments.sandbox);
  if (app.ctx.storage.kind === 'disk') await app.register(diskUploadRoutes);

  // Stored files never change under a name (new content gets a new key): cached for a year.
  // Byte ranges are served for video; .m3u8 and .ts get their HLS content types.
  fs.mkdirSync(app.ctx.storage.root, { recursive: true });
  await app.register(fastifyStatic, {
    root: app.ctx.storage.root,
    prefix: '/uploads/',
    maxAge: '365d',
    immutable: true,
    acceptRanges: true,
    decorateReply: false,
    setHeaders: (reply, filePath) => {
      const type = HLS_TYPES[path.extname(filePath)];
      if (type) reply.header('Content-Type', type);
    },
  });
  if (config.devMailViewer) await app.register(devMailRoutes);
  registerCrawlerFiles(app, config, () => publicProgramPages(app.ctx.db));

  registerWebApp(app, config);
  return app;
}

const HLS_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
};

/** The built web app: assets with long caching, every other page path gets index.html. */
function registerWebApp(app: FastifyInstance, config: Config) {
  const indexFile = path.join(config.webDist, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    app.register(fastifyStatic, {
      root: path.join(config.webDist, 'assets'),
      prefix: '/assets/',
      maxAge: '365d',
      immutable: true,
      preCompressed: true,
      decorateReply: false,
    });
  }
  // The icon is the built one; /favicon.ico, which browsers and tools ask for by habit, leads to it.
  const favicon = path.join(config.webDist, 'favicon.svg');
  if (fs.existsSync(favicon)) {
    const icon = fs.readFileSync(favicon);
    app.get('/favicon.svg', async (_request, reply) =>
      reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(icon),
    );
  }
  app.get('/favicon.ico', async (_request, reply) => reply.redirect('/favicon.svg', 301));
  registerOfflineAppFiles(app, config);
  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api') || request.method !== 'GET') {
      return reply.code(404).send({ errors: { base: [errorMessages.notFound] } });
    }
    if (!hasBuild) {
      return reply
        .code(404)
        .type('text/plain')
        .send('The web app is not built: run `npm run build`.');
    }
    const meta = await publicPageMeta(app.ctx, request.url);
    const html = await renderIndexHtml(indexFile, config, request.url, meta);
    return reply.code(200).type('text/html').header('Cache-Control', 'no-cache').send(html);
  });
}
