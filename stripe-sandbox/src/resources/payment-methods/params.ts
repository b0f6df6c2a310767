/** The parameters that describe a card, shared by PaymentMethods and the intents' inline cards. */
import { p } from '../../core/params.ts';

const address = p.object({
  city: p.string().optional(),
  country: p.string().optional(),
  line1: p.string().optional(),
  line2: p.string().optional(),
  postal_code: p.string().optional(),
  state: p.string().optional(),
});

export const billingDetailsParam = p.object({
  address: address.optional(),
  email: p.string().optional(),
  name: p.string().optional(),
  phone: p.string().optional(),
});

export const cardParam = p.object({
  number: p.string(),
  exp_month: p.integer(),
  exp_year: p.integer(),
  cvc: p.string().optional(),
});

/** A card given inline to an intent (the sandbox's own card form confirms this way). */
export const paymentMethodDataParam = p.object({
  type: p.oneOf(['card']),
  card: cardParam,
  billing_details: billingDetailsParam.optional(),
  metadata: p.metadata().optional(),
});
