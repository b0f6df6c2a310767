import type { Ctx } from '../../core/context.ts';
import { invalidRequest, type StripeApiError } from '../../core/errors.ts';
import { paymentMethodFromData, type PaymentMethod, type PaymentMethodData } from './card.ts';
import { resolvePaymentMethod } from './resolve.ts';

/** The statuses in which Stripe lets a PaymentIntent or a SetupIntent be confirmed. */
const CONFIRMABLE = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

type Intent = { status: string; payment_method: unknown; customer: unknown };
type Kind = { name: 'PaymentIntent' | 'SetupIntent'; code: 'payment_intent' | 'setup_intent' };

/** Stripe's refusal of an action the intent's status does not allow. */
export function unexpectedStateOf(kind: Kind['code'], message: string): StripeApiError {
  return invalidRequest(message, undefined, `${kind}_unexpected_state`);
}

/**
 * The card a confirmation uses, with Stripe's refusals for both kinds of intent: an intent that
 * already succeeded or cannot be confirmed in its status, no payment method, or one of another
 * customer. The card is the one given, else made from `payment_method_data`, else the intent's.
 */
export async function methodToConfirm(
  ctx: Ctx,
  kind: Kind,
  intent: Intent,
  options: {
    payment_method?: string | undefined;
    payment_method_data?: PaymentMethodData | undefined;
  },
): Promise<PaymentMethod> {
  const refuse = (message: string) => unexpectedStateOf(kind.code, message);
  if (intent.status === 'succeeded') {
    throw refuse(
      `You cannot confirm this ${kind.name} because it has already succeeded after being previously confirmed.`,
    );
  }
  if (!CONFIRMABLE.includes(intent.status)) {
    throw refuse(
      `You cannot confirm this ${kind.name} because it has a status of ${intent.status}. Only a ${kind.name} with one of the following statuses may be confirmed: ${CONFIRMABLE.join(', ')}.`,
    );
  }
  let method: PaymentMethod | null = null;
  if (options.payment_method) method = await resolvePaymentMethod(ctx, options.payment_method);
  else if (options.payment_method_data) {
    method = await paymentMethodFromData(ctx, options.payment_method_data);
  } else if (typeof intent.payment_method === 'string') {
    method = await resolvePaymentMethod(ctx, intent.payment_method);
  }
  if (!method) {
    throw refuse(
      `You cannot confirm this ${kind.name} because it's missing a payment method. You can either update the ${kind.name} with a payment method and then confirm it again, or confirm it again directly with a payment method.`,
    );
  }
  if (method.customer && intent.customer && method.customer !== intent.customer) {
    throw invalidRequest(
      `The provided PaymentMethod ${method.id} belongs to a different Customer than ${String(intent.customer)}.`,
      'payment_method',
      `${kind.code}_invalid_parameter`,
    );
  }
  return method;
}
