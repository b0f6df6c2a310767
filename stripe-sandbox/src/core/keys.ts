import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ensureSchema, rows, type SandboxDb } from './database.ts';

/** What only the platform may know: its secret key and the signing secrets of its two endpoints. */
export type SandboxKeys = {
  secretKey: string;
  /** Signs the platform's own events. */
  webhookSecret: string;
  /** Signs connected accounts' events (Stripe's Connect endpoint has a secret of its own). */
  connectWebhookSecret: string;
};

export function newSandboxKeys(): SandboxKeys {
  return {
    secretKey: `sk_test_${randomBytes(24).toString('hex')}`,
    webhookSecret: `whsec_${randomBytes(32).toString('hex')}`,
    connectWebhookSecret: `whsec_${randomBytes(32).toString('hex')}`,
  };
}

/**
 * The sandbox's keys, kept in its schema: made at random by the first start on this database
 * (`first`, or new ones), then read by every process on it, so the server and a sandbox started
 * together on one database agree. Only one insert wins; the others read what it wrote.
 */
export async function sandboxKeys(
  db: SandboxDb,
  first: SandboxKeys = newSandboxKeys(),
): Promise<SandboxKeys> {
  await ensureSchema(db);
  await db.execute(sql`insert into stripe_sandbox.settings (name, value)
    values ('keys', ${JSON.stringify(first)}::jsonb) on conflict (name) do nothing`);
  const [row] = await rows<{ value: SandboxKeys }>(
    db,
    sql`select value from stripe_sandbox.settings where name = 'keys'`,
  );
  const { secretKey, webhookSecret, connectWebhookSecret } = row!.value;
  return { secretKey, webhookSecret, connectWebhookSecret };
}
