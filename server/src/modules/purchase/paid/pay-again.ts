import { AppError } from '../../../platform/errors/app-error.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { defaultCard } from '../../cards/cards.api.ts';
import type { PlanAccess } from '../plan-access.ts';
import { chargeOf, currentIntent, settleCharge } from './payment-sync/payment-sync.ts';
import { noCard } from './no-card.ts';
import { paidMessages } from './paid.messages.ts';
import type { PayOutcome } from './pay-outcome.ts';
import { cardErrorOf, isPaymentRefusal } from './stripe-reads.ts';

const PAYABLE = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

/**
 * Charges the client's default card again for a membership whose payment did not go through:
 * pays the open invoice of its subscription, or confirms its one-off PaymentIntent again, on
 * session (a card asking for 3-D Secure answers requires_action).
 */
export async function payAgain(rc: RequestContext, access: PlanAccess): Promise<PayOutcome> {
  const { plan, membership, user } = access;
  const charge = membership ? await chargeOf(rc, membership.id) : null;
  if (!charge || (!charge.subscriptionId && !charge.paymentIntentId)) {
    throw new AppError('INVALID', paidMessages.nothingToPay);
  }
  const card = await defaultCard(rc, user!.id, plan.accountId);
  if (!card) throw noCard();
  const stripeAccount = charge.stripeAccountId;
  const { invoice, intent } = await currentIntent(rc, charge);
  try {
    if (intent?.status === 'requires_action') {
      // Waiting for the card's authentication: the web runs it with this intent.
    } else if (invoice?.status === 'open') {
      await rc.stripe.invoices.pay(
        invoice.id!,
        { payment_method: card, off_session: false },
        { stripeAccount },
      );
    } else if (!charge.subscriptionId && intent && PAYABLE.has(intent.status)) {
      await rc.stripe.paymentIntents.confirm(
        intent.id,
        { payment_method: card, off_session: false },
        { stripeAccount },
      );
    }
  } catch (error) {
    // A declined card, or one asking for authentication, is read back from the intent below.
    if (!cardErrorOf(error) && !isPaymentRefusal(error)) throw error;
  }
  return settleCharge(rc, charge, plan);
}
