/**
 * Limits per person a call declares with `rateLimit` on its definition: past either window the
 * server answers 429 with `Retry-After`. A call counts when it succeeds (a refused one gives its
 * place back); a person is counted by their account, or by address when signed out.
 * Why these numbers: docs/decisions/platform.md, "Limits per person".
 */
export const RATE_LIMITS = {
  /**
   * A write one person makes for others to read: comments and replies on a block, the coach's
   * feedback on a day, 'Contact the coach' (and chat messages, scores and likes as they come).
   */
  shared_write: { perMinute: 30, perDay: 500 },
  /** A card form opened (card_init): a SetupIntent on the coach's Stripe account, reused while open. */
  card_setup: { perMinute: 20, perDay: 100 },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;
