// A stand-in for the cards area's entry (features/cards/index.ts) in tests of the areas that use
// it: the card form saves 'pm_new' (or the billing details) at a click, and the card's
// authentication answers what the test sets. The redirect readers are the real ones.
import { vi } from 'vitest';
import type * as Cards from '../features/cards';

export const authenticate = vi.fn<ReturnType<typeof Cards.useCardAuthentication>['authenticate']>();

export async function cardsDouble(original: () => Promise<typeof Cards>) {
  const real = await original();
  const authentication = { authenticate, readSavedCard: vi.fn() };
  return {
    ...real,
    useCardAuthentication: () => authentication,
    CardForm: (props: Cards.CardFormProps) =>
      props.mode === 'add' ? (
        <div>
          <p>{`Card form on ${props.stripeAccount ?? 'the platform'} (${props.clientSecret})`}</p>
          <button type="button" onClick={() => void props.onSaved('pm_new')}>
            Save card
          </button>
        </div>
      ) : (
        <button
          type="button"
          onClick={() =>
            void props.onDetails({
              name: 'Ada Lovelace',
              phone: null,
              address: {
                line1: '2 High St',
                line2: null,
                city: 'London',
                state: null,
                postal_code: 'N1 1AA',
                country: 'GB',
              },
            })
          }
        >
          Save
        </button>
      ),
  };
}
