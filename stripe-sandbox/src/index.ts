export {
  createSandbox,
  injectFetch,
  type Sandbox,
  type SandboxOptions,
  type SandboxWebhook,
} from './sandbox.ts';
export { SANDBOX_PUBLISHABLE_KEY } from './core/settings.ts';
export { sandboxKeys, type SandboxKeys } from './core/keys.ts';
export type { WebhookEndpoint } from './core/settings.ts';
export type { SandboxDb } from './core/database.ts';
