import { priceMessages } from '@forma/contract/programs/programs.messages';
import { useSession } from '../../../../lib/session/use-session';
import { ConnectStripeLink } from '../../../payouts';

/**
 * Beside a refusal that says 'You must connect to Stripe...', the way to connect: only for the
 * coach who can (the owner's financial features); a team coach's refusal asks the owner instead.
 */
export function ConnectOffer({ refusal }: { refusal: string | null | undefined }) {
  const session = useSession();
  if (!refusal?.includes(priceMessages.connect) || !session?.flags.financialFeatures) return null;
  return <ConnectStripeLink source="my_plans" />;
}
