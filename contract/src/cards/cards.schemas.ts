import { z } from 'zod';
import { refId } from '../common/body-ids.ts';
import { cardsMessages } from './cards.messages.ts';
import { idTextSchema } from '../common/ids.ts';

/**
 * A client's saved card. Cards are kept per coach: each coach's customers live on that coach's
 * connected Stripe account, so a card saved for one coach is not seen by another.
 */
export const billingDetailsSchema = z.object({
  name: z.string().max(200).nullable(),
  phone: z.string().max(40).nullable(),
  address: z.object({
    line1: z.string().max(200).nullable(),
    line2: z.string().max(200).nullable(),
    city: z.string().max(100).nullable(),
    state: z.string().max(100).nullable(),
    postal_code: z.string().max(20).nullable(),
    country: z.string().length(2).nullable(),
  }),
});
export type BillingDetails = z.infer<typeof billingDetailsSchema>;

export const cardSchema = z.object({
  /** Stripe's PaymentMethod id. */
  id: z.string(),
  /** `default` is the card renewals and new purchases with this coach use (spec 7). */
  kind: z.enum(['default', 'other']),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
  preferred_network: z.string().nullable(),
  billing_details: billingDetailsSchema,
  /** The coach's account this card belongs to. */
  coach_id: z.number().int(),
  /** A subscription with this coach still charges it: it cannot be removed. */
  linked_to_active_subscription: z.boolean(),
});
export type Card = z.infer<typeof cardSchema>;

export const cardListSchema = z.object({ data: z.array(cardSchema) });
export type CardList = z.infer<typeof cardListSchema>;

/** Which coach's cards: the program's account id (the `coach_id` of spec 7). */
export const coachQuerySchema = z.object({ coach_id: idTextSchema });

/** A SetupIntent on the coach's connected account, for the card form (spec 7 `card_init`). */
export const cardInitResponseSchema = z.object({
  client_secret: z.string(),
  /** The coach's connected account, which Stripe.js (or the sandbox form) is initialised with. */
  stripe_account: z.string().nullable(),
});

/** The coach a client keeps cards with: by design another account, one that takes card payments. */
const payeeIdSchema = refId({
  refers: 'account',
  permission: 'payee.use',
  unknown: cardsMessages.noCoachAccount,
  byDesign: 'another account',
});

/** POST stripe/card: `{ card: { token: <PaymentMethod id> }, coach_id }`. */
export const addCardBodySchema = z.object({
  card: z.object({ token: z.string().min(1).max(255) }),
  coach_id: payeeIdSchema,
});
/** POST athlete/card_tokens: `{ coach_id, payment_method_id }`. */
export const addCardTokenBodySchema = z.object({
  coach_id: payeeIdSchema,
  payment_method_id: z.string().min(1).max(255),
});
/** POST athlete/card_tokens/replace: the new card becomes the default, the old one goes. */
export const replaceCardBodySchema = addCardTokenBodySchema.extend({
  remove_card_id: z.string().min(1).max(255),
});
export const cardIdParamsSchema = z.object({ card_id: z.string().min(1).max(255) });
export const updateCardBodySchema = z.object({
  billing_details: billingDetailsSchema.partial(),
  preferred_network: z.string().max(40).nullable().optional(),
});

/** The billing page's payment methods: the client's cards grouped by coach. */
export const cardsByCoachSchema = z.object({
  coaches: z.array(
    z.object({
      coach: z.object({ id: z.number().int(), name: z.string(), avatar: z.string().nullable() }),
      cards: z.array(cardSchema),
    }),
  ),
});
