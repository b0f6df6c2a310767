import { sql } from 'drizzle-orm';
import { rows, type SandboxDb } from './database.ts';
import { StripeApiError } from './errors.ts';

export type Saved = { status: number; body: unknown };

/**
 * Stripe's idempotency keys: the same key with the same request answers the first answer; with
 * another request, an `idempotency_error`. Keys are kept 24 hours. The caller holds the
 * transaction; the advisory lock makes a concurrent request with the same key wait for the first.
 */
export async function replay(
  tx: SandboxDb,
  account: string | null,
  key: string,
  request: string,
): Promise<Saved | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${account ?? ''}:${key}`}))`);
  const [saved] = await rows<{ request: string; status: number; body: unknown }>(
    tx,
    sql`select request, status, body from stripe_sandbox.idempotency_keys
        where account = ${account ?? ''} and key = ${key}
          and created_at > now() - interval '24 hours'`,
  );
  if (!saved) return null;
  if (saved.request !== request) {
    throw new StripeApiError(
      400,
      'idempotency_error',
      `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
    );
  }
  return { status: saved.status, body: saved.body };
}

export async function remember(
  tx: SandboxDb,
  account: string | null,
  key: string,
  request: string,
  saved: Saved,
): Promise<void> {
  await tx.execute(sql`
    insert into stripe_sandbox.idempotency_keys (account, key, request, status, body)
    values (${account ?? ''}, ${key}, ${request}, ${saved.status}, ${JSON.stringify(saved.body)}::jsonb)
    on conflict (account, key) do update
      set request = excluded.request, status = excluded.status, body = excluded.body,
          created_at = now()`);
}
