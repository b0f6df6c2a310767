/** The payment provider's name, as the texts write it. */
export const PAYMENT_PROVIDER_NAME = 'Stripe';

/** Texts of the payouts area (the coach's connected Stripe account) both sides show. */
export const payoutsMessages = {
  /** programs-and-commerce.md 8, connected account. */
  deniedFields: `The following fields have been denied by ${PAYMENT_PROVIDER_NAME}...`,
  requiresAttention: `Your ${PAYMENT_PROVIDER_NAME} account configuration requires your attention.`,
  disconnectRefused: `You cannot disconnect ${PAYMENT_PROVIDER_NAME} while clients have active paid subscriptions. Cancel them first, or keep the account connected until they end.`,
  notConnected: `No ${PAYMENT_PROVIDER_NAME} account is connected.`,
} as const;
