import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** Any Drizzle PostgreSQL database (PGlite or node-postgres), or a transaction on one. */
export type SandboxDb = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

export async function rows<T>(db: SandboxDb, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The sandbox keeps its state in its own schema, `stripe_sandbox`, beside the application's
 * tables (or in a database of its own when it runs as its own process).
 */
const statements = [
  sql`create schema if not exists stripe_sandbox`,
  sql`create table if not exists stripe_sandbox.objects (
    id text primary key,
    object text not null,
    account text,
    data jsonb not null,
    created bigint not null,
    seq bigserial not null
  )`,
  sql`create index if not exists objects_list on stripe_sandbox.objects (object, account, seq desc)`,
  sql`create index if not exists objects_customer on stripe_sandbox.objects ((data->>'customer'), object)`,
  // What billing looks up on every renewal: a subscription's invoices, an invoice's payments.
  sql`create index if not exists objects_subscription on stripe_sandbox.objects
        ((data #>> '{parent,subscription_details,subscription}'), object)`,
  sql`create index if not exists objects_invoice on stripe_sandbox.objects ((data->>'invoice'), object)`,
  sql`create index if not exists objects_payment_intent on stripe_sandbox.objects
        ((data #>> '{payment,payment_intent}'), object)`,
  sql`create table if not exists stripe_sandbox.idempotency_keys (
    account text not null default '',
    key text not null,
    request text not null,
    status integer not null,
    body jsonb not null,
    created_at timestamptz not null default now(),
    primary key (account, key)
  )`,
  sql`create table if not exists stripe_sandbox.deliveries (
    id bigserial primary key,
    event_id text not null,
    endpoint text not null,
    attempts integer not null default 0,
    next_attempt_at timestamptz not null default now(),
    delivered_at timestamptz
  )`,
  sql`create index if not exists deliveries_pending on stripe_sandbox.deliveries (next_attempt_at) where delivered_at is null`,
  sql`create table if not exists stripe_sandbox.settings (
    name text primary key,
    value jsonb not null
  )`,
];

export async function ensureSchema(db: SandboxDb): Promise<void> {
  await db.transaction(async (tx) => {
    // Several processes may start together on one PostgreSQL: one creates, the others wait.
    await tx.execute(sql`select pg_advisory_xact_lock(7310077)`);
    for (const statement of statements) await tx.execute(statement);
  });
}
