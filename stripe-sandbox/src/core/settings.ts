import type { Reaction } from './route.ts';

export type WebhookEndpoint = {
  url: string;
  secret: string;
  /** Connect endpoints receive the events of connected accounts; the others the platform's. */
  connect: boolean;
};

export type SandboxSettings = {
  /** Where a browser reaches the sandbox's own pages (onboarding, 3-D Secure), no trailing slash. */
  publicUrl: string;
  secretKey: string;
  publishableKey: string;
  webhooks: WebhookEndpoint[];
  /** How many deliveries are in flight at once (1 unless set: tests see them one by one). */
  deliveryConcurrency?: number;
  /** Tests: deliver every event twice, and each batch in reverse order. */
  chaos: { duplicate: boolean; reorder: boolean };
  /** The API version written on events. */
  apiVersion: string;
  /** What modules do when an event happens, by event type (see `SandboxModule.reactions`). */
  reactions?: Record<string, Reaction[]>;
};

/**
 * The publishable key is public by nature (every browser gets it): one constant. The secret key
 * and the webhook secrets are made at random per database (keys.ts).
 */
export const SANDBOX_PUBLISHABLE_KEY = 'pk_test_forma_sandbox';
