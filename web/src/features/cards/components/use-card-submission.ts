import { useCallback, useState } from 'react';
import { serverErrorMessage } from '../../../components/forms/server-errors';
import { CardProviderError } from '../api/stripe-api';

/** The provider's message as it is (spec 8); a server refusal's base.invalid or other message. */
const messageOf = (failure: unknown) =>
  failure instanceof CardProviderError ? failure.message : serverErrorMessage(failure);

/**
 * A card form's submission: busy while it runs, then the failure's message under the form.
 * `work` answers false when the browser is leaving the page (a 3-D Secure challenge): the form
 * then stays busy.
 */
export function useCardSubmission() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async (work: () => Promise<boolean>) => {
    setBusy(true);
    setError(null);
    let settled = true;
    try {
      settled = await work();
    } catch (failure) {
      setError(messageOf(failure));
    }
    if (settled) setBusy(false);
  }, []);
  return { busy, error, setError, run };
}
