import type { Ctx } from '../../core/context.ts';
import { cardBehind, type PaymentMethod } from './card.ts';

/** How a payment or a setup is made: the customer present, or charged while away. */
export type Presence = 'setup' | 'on_session' | 'off_session';

/**
 * What 3-D Secure asks of this card now: nothing, a challenge the customer completes
 * (`requires_action`), or, off session where nobody can complete one, a refusal.
 */
export async function authenticationFor(
  ctx: Ctx,
  method: PaymentMethod,
  presence: Presence,
): Promise<'none' | 'challenge' | 'refuse'> {
  const { authentication } = cardBehind(method);
  if (authentication === 'none') return 'none';
  if (presence !== 'off_session') return 'challenge';
  if (authentication === 'always') return 'refuse';
  return (await isSetUp(ctx, method.id)) ? 'none' : 'refuse';
}

/**
 * A card is set up for later off-session use once a SetupIntent succeeded with it, or a payment
 * with `setup_future_usage` did (the customer authenticated it then).
 */
async function isSetUp(ctx: Ctx, methodId: string): Promise<boolean> {
  const setups = await ctx.store.list('setup_attempt', '', {
    where: { payment_method: methodId, status: 'succeeded' },
    limit: 1,
  });
  if (setups.data.length) return true;
  for (const usage of ['off_session', 'on_session']) {
    const payments = await ctx.store.list('payment_intent', '', {
      where: { payment_method: methodId, status: 'succeeded', setup_future_usage: usage },
      limit: 1,
    });
    if (payments.data.length) return true;
  }
  return false;
}
