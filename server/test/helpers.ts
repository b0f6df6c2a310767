import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { SessionResponse } from '@forma/contract/auth/auth.schemas';
import type { TestApp } from './test-app.ts';
import { TEST_CLIENT } from './prepare-database.ts';

let counter = 0;
export function uniqueEmail(prefix = 'person'): string {
  counter += 1;
  return `${prefix}-${process.pid}-${counter}-${Date.now()}@example.com`;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

export const PASSWORD = 'secret-pass-1';

export function signUpBody(overrides: Record<string, unknown> = {}) {
  return {
    role: 'coach',
    account_name: 'Peak Performance',
    first_name: 'Casey',
    last_name: 'Jordan',
    email: uniqueEmail(),
    password: PASSWORD,
    password_confirmation: PASSWORD,
    country: 'GB',
    birthdate: '14/02/1990',
    agreement: true,
    ...TEST_CLIENT,
    ...overrides,
  };
}

export async function signUp(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const body = signUpBody(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/users/sign_up', payload: body });
  if (response.statusCode !== 200)
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const session = response.json<SessionResponse>();
  return { ...session, email: body.email as string, token: session.access_token };
}

export async function signIn(app: FastifyInstance, email: string, password = PASSWORD) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/sign_in',
    payload: { email, password, ...TEST_CLIENT },
  });
  return response;
}

export type SentMail = { to: string; subject: string; text: string; html: string };

export async function mailsTo(t: TestApp, email: string): Promise<SentMail[]> {
  const dir = path.join(t.config.dataDir, 'mail');
  const files = (await fs.readdir(dir).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.json'))
    .sort();
  const mails = await Promise.all(
    files.map(async (f) => JSON.parse(await fs.readFile(path.join(dir, f), 'utf8')) as SentMail),
  );
  return mails.filter((m) => m.to.toLowerCase() === email.toLowerCase());
}

/** The first link in the e-mail's text whose path starts with `pathPrefix`. */
export function linkIn(mail: SentMail, pathPrefix: string): URL {
  const match = mail.text
    .match(/https?:\/\/\S+/g)
    ?.find((u) => new URL(u).pathname.startsWith(pathPrefix));
  if (!match) throw new Error(`no ${pathPrefix} link in: ${mail.text}`);
  return new URL(match);
}
