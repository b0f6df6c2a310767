import path from 'node:path';
import { z } from 'zod';

/**
 * Every setting, read once from the environment (or a .env file) and validated.
 * Each one is documented in the README; a wrong value stops the start naming the setting.
 */
const settingsSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
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
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
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
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blanksRemoved = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = settingsSchema.safeParse(blanksRemoved);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid settings:\n  ${lines.join('\n  ')}`);
  }
  const s = parsed.data;
  const root = path.resolve(import.meta.dirname, '../..');
  return {
    env: s.NODE_ENV,
    port: s.PORT,
    host: s.HOST,
    publicUrl: s.PUBLIC_URL.replace(/\/$/, ''),
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
  };
}
