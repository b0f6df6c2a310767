import type { SandboxDb } from './database.ts';
import { sql } from 'drizzle-orm';
import { newId } from './ids.ts';
import { pinnedNow } from './pinned-time.ts';
import { ObjectStore, type StoredObject } from './store.ts';
import type { SandboxSettings } from './settings.ts';

/** What a handler works with: one transaction, the account it acts as, the clock and events. */
export type Ctx = {
  tx: SandboxDb;
  /** The connected account of the `Stripe-Account` header; null for the platform. */
  account: string | null;
  store: ObjectStore;
  settings: SandboxSettings;
  /** The request's idempotency key, written on the events it causes. */
  idempotencyKey: string | null;
  /**
   * The request came with the publishable key (Stripe.js): the handler answers only for an
   * object whose `client_secret` the request names.
   */
  publishable: boolean;
  /**
   * Now, in Unix seconds: the time of the customer's test clock when the customer is on one
   * (Stripe's test clocks), else the real time.
   */
  now(customer?: string | null): Promise<number>;
  /** Records a Stripe event and queues it for every matching webhook endpoint. */
  emit(type: string, object: StoredObject, previous?: Record<string, unknown>): Promise<void>;
  /** The same context acting on another account (the platform's view of a connected account). */
  as(account: string | null): Ctx;
};

let clockOffset = 0;

/** Runs the process's time ahead of the real time by `seconds` (SANDBOX_CLOCK_OFFSET). */
export function setClockOffset(seconds: number): void {
  clockOffset = seconds;
}

/**
 * The time of objects on no test clock: the real time plus the process's clock offset, unless a
 * past is being made (`atTime`).
 */
export const realNow = () => pinnedNow(clockOffset);

type Clocked = { test_clock?: string | null };
type TestClock = StoredObject & { frozen_time: number };

export function createContext(
  tx: SandboxDb,
  account: string | null,
  settings: SandboxSettings,
  idempotencyKey: string | null = null,
  publishable = false,
): Ctx {
  const store = new ObjectStore(tx, account);
  const ctx: Ctx = {
    tx,
    account,
    store,
    settings,
    idempotencyKey,
    publishable,
    now: async (customer) => {
      if (!customer) return realNow();
      const found = await store.findAnywhere<StoredObject & Clocked>(customer);
      const clockId = found?.data.test_clock;
      if (!clockId) return realNow();
      const clock = await store.findAnywhere<TestClock>(clockId);
      return clock?.data.frozen_time ?? realNow();
    },
    emit: async (type, object, previous) => {
      const event = {
        id: newId('evt'),
        object: 'event',
        api_version: settings.apiVersion,
        created: await ctx.now(customerOf(object)),
        data: { object, ...(previous ? { previous_attributes: previous } : {}) },
        livemode: false,
        pending_webhooks: 0,
        request: { id: null, idempotency_key: idempotencyKey },
        type,
        ...(account ? { account } : {}),
      };
      const endpoints = settings.webhooks.filter((endpoint) => endpoint.connect === !!account);
      event.pending_webhooks = endpoints.length;
      await store.insert(event);
      const copies = settings.chaos.duplicate ? 2 : 1;
      for (const endpoint of endpoints) {
        for (let copy = 0; copy < copies; copy++) {
          await tx.execute(sql`insert into stripe_sandbox.deliveries (event_id, endpoint)
                               values (${event.id}, ${endpoint.url})`);
        }
      }
      for (const reaction of settings.reactions?.[type] ?? []) await reaction(ctx, object);
    },
    as: (other) => createContext(tx, other, settings, idempotencyKey, publishable),
  };
  return ctx;
}

function customerOf(object: StoredObject): string | null {
  const customer = (object as { customer?: unknown }).customer;
  return typeof customer === 'string' ? customer : null;
}
