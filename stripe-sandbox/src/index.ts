export { createSandbox, injectFetch, type Sandbox, type SandboxOptions } from './sandbox.ts';
export { SANDBOX_PUBLISHABLE_KEY, SANDBOX_SECRET_KEY } from './core/settings.ts';
export type { WebhookEndpoint } from './core/settings.ts';
export type { SandboxDb } from './core/database.ts';
