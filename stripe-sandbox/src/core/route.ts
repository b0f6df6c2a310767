import type { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { Ctx } from './context.ts';
import type { StripeApiError } from './errors.ts';
import type { StoredObject } from './store.ts';

/**
 * A refusal whose writes still stand: a declined card leaves its PaymentIntent with
 * `last_payment_error` and a failed charge, and Stripe answers 402. Handlers return it instead of
 * throwing, so the transaction commits before the error is sent.
 */
export class Refusal {
  constructor(readonly error: StripeApiError) {}
}

export type Route = {
  method: 'GET' | 'POST' | 'DELETE';
  /** Fastify's path syntax: `/v1/customers/:id`. */
  path: string;
  params: z.ZodType;
  /** Stripe.js calls it with the publishable key (creating a PaymentMethod, confirming). */
  publishable?: boolean;
  handler(ctx: Ctx, params: never, path: Record<string, string>): Promise<unknown>;
};

export function route<S extends z.ZodType>(definition: {
  method: Route['method'];
  path: string;
  params: S;
  publishable?: boolean;
  handler(ctx: Ctx, params: z.output<S>, path: Record<string, string>): Promise<unknown>;
}): Route {
  return definition as unknown as Route;
}

/** What the sandbox offers its pages and time processors. */
export type SandboxRuntime = {
  /** Runs `work` in one transaction as `account`, then delivers the events it made. */
  run<T>(account: string | null, work: (ctx: Ctx) => Promise<T>): Promise<T>;
};

/** What a module does, in the same transaction, when another part of Stripe emits an event. */
export type Reaction = (ctx: Ctx, object: StoredObject) => Promise<void>;

/** One part of Stripe the sandbox models: its API routes, pages, and what time does to it. */
export type SandboxModule = {
  routes: Route[];
  /** HTML pages a person visits (hosted onboarding, the 3-D Secure challenge). */
  pages?: (app: FastifyInstance, runtime: SandboxRuntime) => void;
  /**
   * Moves this module's objects forward to `until` (Unix seconds): renewals, retries, expiries,
   * payouts. `clock` is the test clock being advanced, or null for objects on real time.
   */
  advance?: (ctx: Ctx, until: number, clock: string | null) => Promise<void>;
  /**
   * Stripe's parts act on each other's outcomes: a PaymentIntent that succeeds after a 3-D Secure
   * challenge pays the invoice it was made for. Keyed by event type.
   */
  reactions?: Record<string, Reaction>;
};

/** The modules' reactions, by event type, for the settings. */
export function collectReactions(modules: SandboxModule[]): Record<string, Reaction[]> {
  const byType: Record<string, Reaction[]> = {};
  for (const module of modules) {
    for (const [type, reaction] of Object.entries(module.reactions ?? {})) {
      (byType[type] ??= []).push(reaction);
    }
  }
  return byType;
}
