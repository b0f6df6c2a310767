import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const PROXY_ADDRESS_RULE =
  'must list IP addresses or subnets (e.g. 10.0.0.1,10.0.0.0/8) or loopback, linklocal, uniquelocal';

/** An entry of TRUST_PROXY: an address, a subnet in CIDR form, or one of proxy-addr's names. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const version = net.isIP(address ?? '');
  if (!version || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = version === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * Every setting, read once from the environment (or a .env file) and validated.
 * Each one is documented in the README; a wrong value stops the start naming the setting.
 */
const settingsSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  TRUST_PROXY: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().refine(isProxyAddress, PROXY_ADDRESS_RULE)).min(1))
    .optional(),
  DEV_MAIL_VIEWER: z.enum(['true', 'false']).default('false'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// address')
    .optional(),
  WEB_CLIENT_ID: z.string().min(8).default('forma-web'),
  WEB_CLIENT_SECRET: z.string().min(16).default('forma-web-first-party-secret'),
  PRODUCT_NAME: z.string().min(1).default('Forma'),
  PARTNER_NAME: z.string().min(1).default('Race Partner'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// address')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Forma <no-reply@forma.test>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  WEB_DIST: z.string().optional(),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  MEDIA_MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(500 * 1024 * 1024),
  FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  FFPROBE_PATH: z.string().min(1).default('ffprobe'),
  UPLOAD_SIGNING_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.url().optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_/, 'must be a Stripe publishable key (pk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a webhook signing secret (whsec_…)')
    .optional(),
  STRIPE_CONNECT_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a webhook signing secret (whsec_…)')
    .optional(),
  STRIPE_SANDBOX_URL: z.url().optional(),
  STRIPE_SANDBOX_IN_PRODUCTION: z.enum(['true', 'false']).default('false'),
});

export type StripeSettings = {
  /** `stripe`: the real Stripe with STRIPE_SECRET_KEY; `sandbox`: the Stripe emulator. */
  mode: 'stripe' | 'sandbox';
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Stripe signs the events of connected accounts with the Connect endpoint's own secret. */
  connectWebhookSecret: string;
  /** The sandbox running as its own process; unset in sandbox mode: it runs inside this one. */
  sandboxUrl: string | undefined;
};

/**
 * What the STRIPE_* settings say. In sandbox mode the secret key, and each webhook secret not
 * set, are the sandbox's own: made at random on the first start and kept in its schema, they are
 * read from the database at start (platform/stripe/stripe-keys.ts), never from the settings.
 */
export type StripeChoice =
  | (StripeSettings & { mode: 'stripe' })
  | {
      mode: 'sandbox';
      sandboxUrl: string | undefined;
      webhookSecret: string | undefined;
      connectWebhookSecret: string | undefined;
    };

export type S3Settings = {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  /** Unset: the SDK's default chain (environment, instance role, ...). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Where the bucket's objects are read from (a CDN in front of it, or the bucket itself). */
  publicUrl: string;
};

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** The proxies whose X-Forwarded-* headers are believed; none unless TRUST_PROXY names them. */
  trustProxy: string[] | false;
  /** /dev/mail lists the mail files, to loopback connections only (development, no SMTP). */
  devMailViewer: boolean;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  webClientId: string;
  webClientSecret: string;
  productName: string;
  partnerName: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  seedDemo: boolean;
  webDist: string;
  /** Attempts per 15 minutes on sign-in, sign-up and password reset, per account and per address. */
  rateLimitMax: number;
  /** The largest media upload (spec 9: 500 MB). */
  mediaMaxUploadBytes: number;
  ffmpegPath: string;
  ffprobePath: string;
  /** HMAC key of the server's own upload addresses; unset: a random key kept in DATA_DIR. */
  uploadSigningSecret: string | undefined;
  /** Set when S3_BUCKET is: media go to S3-compatible storage instead of DATA_DIR/uploads. */
  s3: S3Settings | undefined;
  stripe: StripeSettings;
};

/** The settings as loaded, before the start reads the sandbox's keys from the database. */
export type Settings = Omit<Config, 'stripe'> & { stripe: StripeChoice };

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Settings {
  const blanksRemoved = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = settingsSchema.safeParse(blanksRemoved);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid settings:\n  ${lines.join('\n  ')}`);
  }
  const s = parsed.data;
  const s3Keys = [s.S3_ACCESS_KEY_ID, s.S3_SECRET_ACCESS_KEY].filter(Boolean).length;
  if (s.S3_BUCKET && s3Keys === 1) {
    throw new ConfigError(
      'Invalid settings:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither',
    );
  }
  const stripe = stripeSettings(s);
  const devMailViewer = s.DEV_MAIL_VIEWER === 'true';
  if (devMailViewer && (s.NODE_ENV === 'production' || s.SMTP_URL)) {
    throw new ConfigError(
      'Invalid settings:\n  DEV_MAIL_VIEWER: only for development with mail written to files (not with NODE_ENV=production or SMTP_URL)',
    );
  }
  const root = path.resolve(import.meta.dirname, '../..');
  return {
    env: s.NODE_ENV,
    port: s.PORT,
    host: s.HOST,
    trustProxy: s.TRUST_PROXY ?? false,
    devMailViewer,
    publicUrl: (s.PUBLIC_URL ?? `http://localhost:${s.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(root, s.DATA_DIR),
    databaseUrl: s.DATABASE_URL,
    webClientId: s.WEB_CLIENT_ID,
    webClientSecret: s.WEB_CLIENT_SECRET,
    productName: s.PRODUCT_NAME,
    partnerName: s.PARTNER_NAME,
    smtpUrl: s.SMTP_URL,
    mailFrom: s.MAIL_FROM,
    logLevel: s.LOG_LEVEL,
    seedDemo: s.SEED_DEMO === 'true',
    webDist: path.resolve(root, s.WEB_DIST ?? 'web/dist'),
    rateLimitMax: s.RATE_LIMIT_MAX,
    mediaMaxUploadBytes: s.MEDIA_MAX_UPLOAD_BYTES,
    ffmpegPath: s.FFMPEG_PATH,
    ffprobePath: s.FFPROBE_PATH,
    uploadSigningSecret: s.UPLOAD_SIGNING_SECRET,
    s3: s.S3_BUCKET ? s3Settings(s, s.S3_BUCKET) : undefined,
    stripe,
  };
}

function stripeSettings(s: z.infer<typeof settingsSchema>): StripeChoice {
  if (!s.STRIPE_SECRET_KEY) {
    if (s.NODE_ENV === 'production' && s.STRIPE_SANDBOX_IN_PRODUCTION !== 'true') {
      throw new ConfigError(
        'Invalid settings:\n  STRIPE_SECRET_KEY: unset with NODE_ENV=production, so checkout would run on the Stripe sandbox: set STRIPE_SECRET_KEY (and its three settings), or STRIPE_SANDBOX_IN_PRODUCTION=true to run on the sandbox on purpose',
      );
    }
    if (s.STRIPE_SANDBOX_URL && !s.DATABASE_URL) {
      throw new ConfigError(
        "Invalid settings:\n  STRIPE_SANDBOX_URL: the sandbox process shares the server's database, where its keys are kept: set DATABASE_URL, the same for both",
      );
    }
    return {
      mode: 'sandbox',
      webhookSecret: s.STRIPE_WEBHOOK_SECRET,
      connectWebhookSecret: s.STRIPE_CONNECT_WEBHOOK_SECRET,
      sandboxUrl: s.STRIPE_SANDBOX_URL?.replace(/\/$/, ''),
    };
  }
  const missing = (
    ['STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_CONNECT_WEBHOOK_SECRET'] as const
  ).filter((name) => !s[name]);
  if (missing.length || s.STRIPE_SANDBOX_URL) {
    throw new ConfigError(
      `Invalid settings:\n  STRIPE_SECRET_KEY: ${
        missing.length
          ? `also set ${missing.join(', ')}`
          : 'talks to Stripe itself: unset STRIPE_SANDBOX_URL'
      }`,
    );
  }
  return {
    mode: 'stripe',
    secretKey: s.STRIPE_SECRET_KEY,
    publishableKey: s.STRIPE_PUBLISHABLE_KEY!,
    webhookSecret: s.STRIPE_WEBHOOK_SECRET!,
    connectWebhookSecret: s.STRIPE_CONNECT_WEBHOOK_SECRET!,
    sandboxUrl: undefined,
  };
}

function s3Settings(s: z.infer<typeof settingsSchema>, bucket: string): S3Settings {
  const endpoint = s.S3_ENDPOINT?.replace(/\/$/, '');
  const bucketUrl = endpoint
    ? `${endpoint}/${bucket}`
    : `https://${bucket}.s3.${s.S3_REGION}.amazonaws.com`;
  return {
    bucket,
    region: s.S3_REGION,
    endpoint,
    credentials:
      s.S3_ACCESS_KEY_ID && s.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: s.S3_ACCESS_KEY_ID, secretAccessKey: s.S3_SECRET_ACCESS_KEY }
        : undefined,
    publicUrl: (s.S3_PUBLIC_URL ?? bucketUrl).replace(/\/$/, ''),
  };
}
