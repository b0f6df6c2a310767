import { useEffect, useRef } from 'react';
import { useSearchParams } from '../../../lib/router';
import { cardFormTexts } from '../cards.messages';
import { readRedirectResult, withoutRedirectParams } from './redirect-result';
import { useCardAuthentication } from './use-card-authentication';

/** The coach's connected account and the coach a new card's setup ran for, carried through its challenge page. */
const CARD_ACCOUNT = 'card_account';
const CARD_COACH = 'card_coach';

/** Where a new card that asks for authentication comes back to, naming its account and coach. */
export function cardReturnUrl(
  returnUrl: string,
  stripeAccount: string | null,
  coachId: number,
): string {
  const url = new URL(returnUrl, window.location.origin);
  if (stripeAccount) url.searchParams.set(CARD_ACCOUNT, stripeAccount);
  url.searchParams.set(CARD_COACH, String(coachId));
  return `${url.pathname}${url.search}`;
}

export type SetupReturn =
  | { kind: 'saved'; coachId: number; paymentMethod: string }
  | { kind: 'failed'; message: string | null };

/**
 * Back from a new card's authentication page (spec 4.6 "Card setup ... redirects only if
 * required"): reads the card the setup saved and hands it to `onReturn`, which keeps it with that
 * coach as if the form had finished on the page. The redirect's parameters leave the address.
 */
export function useCardSetupReturn(onReturn: (result: SetupReturn) => void | Promise<void>) {
  const [search, setSearch] = useSearchParams();
  const { readSavedCard } = useCardAuthentication();
  const handled = useRef(false);
  const result = readRedirectResult(search);
  const setup = result?.intent === 'setup_intent' ? result : null;
  useEffect(() => {
    if (handled.current || !setup) return;
    handled.current = true;
    const stripeAccount = search.get(CARD_ACCOUNT);
    const coachId = Number(search.get(CARD_COACH));
    const rest = withoutRedirectParams(search);
    rest.delete(CARD_ACCOUNT);
    rest.delete(CARD_COACH);
    void setSearch(rest, { replace: true });
    if (setup.status === 'failed') {
      void onReturn({ kind: 'failed', message: cardFormTexts.authenticationFailed });
      return;
    }
    if (!setup.clientSecret || !coachId) {
      void onReturn({ kind: 'failed', message: cardFormTexts.setupFailed });
      return;
    }
    void (async () => {
      try {
        const paymentMethod = await readSavedCard({
          clientSecret: setup.clientSecret!,
          stripeAccount,
        });
        await onReturn({ kind: 'saved', coachId, paymentMethod });
      } catch (error) {
        void onReturn({ kind: 'failed', message: error instanceof Error ? error.message : null });
      }
    })();
  }, [setup, search, setSearch, readSavedCard, onReturn]);
}
