/** Texts of the billing area both sides show. */
export const billingMessages = {
  /** Until payments part 1 connects Stripe (docs/decisions.md). */
  connectUnavailable: 'Connecting to Stripe is not available yet. Please try again later.',
} as const;
