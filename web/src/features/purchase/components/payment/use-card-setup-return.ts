import { useEffect, useRef } from 'react';
import { showAlert } from '../../../../components/feedback/show-alert';
import { useSearchParams } from '../../../../lib/router';
import { readRedirectResult, useCardAuthentication, withoutRedirectParams } from '../../../cards';
import { useAddCard } from '../../api/payment';
import { paymentFailure } from '../../payment-errors';
import { cardsMessages, paymentTexts as t } from '../../purchase.messages';

/** The coach's connected account a new card's setup ran on, carried through its challenge page. */
const CARD_ACCOUNT = 'card_account';

/** Where a new card that asks for authentication comes back to, naming its account. */
export function cardReturnUrl(returnUrl: string, stripeAccount: string | null): string {
  if (!stripeAccount) return returnUrl;
  const url = new URL(returnUrl, window.location.origin);
  url.searchParams.set(CARD_ACCOUNT, stripeAccount);
  return `${url.pathname}${url.search}`;
}

/**
 * Back from a new card's authentication page (spec 4.6 "Card setup ... redirects only if
 * required"): the card the setup saved becomes the default with this coach, as if the form had
 * finished here.
 */
export function useCardSetupReturn(coachId: number) {
  const [search, setSearch] = useSearchParams();
  const { readSavedCard } = useCardAuthentication();
  const add = useAddCard();
  const handled = useRef(false);
  const result = readRedirectResult(search);
  const setup = result?.intent === 'setup_intent' ? result : null;
  useEffect(() => {
    if (handled.current || !setup) return;
    handled.current = true;
    const stripeAccount = search.get(CARD_ACCOUNT);
    const rest = withoutRedirectParams(search);
    rest.delete(CARD_ACCOUNT);
    void setSearch(rest, { replace: true });
    if (setup.status === 'failed' || !setup.clientSecret) {
      showAlert('error', t.cardFormFailed);
      return;
    }
    void (async () => {
      try {
        const paymentMethod = await readSavedCard({
          clientSecret: setup.clientSecret!,
          stripeAccount,
        });
        await add.mutateAsync({ coachId, paymentMethod });
        showAlert('congrats', cardsMessages.added);
      } catch (error) {
        const failure = paymentFailure(error);
        showAlert('error', failure.kind === 'message' ? failure.message : t.cardFormFailed);
      }
    })();
  }, [setup, search, setSearch, readSavedCard, add, coachId]);
}
