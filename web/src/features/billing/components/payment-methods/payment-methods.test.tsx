import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { cardsMessages } from '@forma/contract/cards/cards.messages';
import type { Card } from '@forma/contract/cards/cards.schemas';
import type * as Cards from '../../../cards';
import type { CardFormProps } from '../../../cards';
import { coachCards, savedCard } from '../../../../test/billing-fixtures';
import { mockFetch } from '../../../../test/mock-fetch';
import { renderAt } from '../../../../test/render';
import { PaymentMethods } from './payment-methods';

// The card form (features/cards) has its own tests; here it hands over a new card or details.
vi.mock('../../../cards', async (importOriginal) => ({
  ...(await importOriginal<typeof Cards>()),
  CardForm: (props: CardFormProps) =>
    props.mode === 'add' ? (
      <button type="button" onClick={() => void props.onSaved('pm_new')}>
        {`Card form on ${props.clientSecret} for ${props.stripeAccount}, back to ${props.returnUrl}`}
      </button>
    ) : (
      <button
        type="button"
        onClick={() =>
          void props.onDetails({
            name: 'Ada Lovelace',
            phone: null,
            address: {
              line1: '2 Pier St',
              line2: null,
              city: 'Oakland',
              state: 'CA',
              postal_code: '94607',
              country: 'US',
            },
          })
        }
      >
        {`Details of ${props.billingDetails?.name}`}
      </button>
    ),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const mastercard = savedCard({
  id: 'pm_mc',
  kind: 'other',
  brand: 'mastercard',
  last4: '4444',
  exp_month: 11,
  exp_year: 2031,
  billing_details: { ...savedCard().billing_details, name: 'Ada L.' },
});
const otherCoachCard = savedCard({ id: 'pm_amex', brand: 'amex', last4: '0005', coach_id: 4 });

/** Serves the cards; `after` is the list once a change went through. */
function serveCards(before: Card[][], after: Card[][] = before, routes = {}) {
  let changed = false;
  const groups = (lists: Card[][]) => ({
    coaches: lists.map((cards, index) =>
      coachCards(
        cards,
        index === 0
          ? { id: 3, name: 'Casey Coach', avatar: null }
          : { id: 4, name: 'Robin Runner', avatar: 'http://localhost/robin.png' },
      ),
    ),
  });
  const change = (body: unknown) => () => {
    changed = true;
    return { body };
  };
  return mockFetch({
    'GET athlete/card_tokens': () => ({ body: groups(changed ? after : before) }),
    'GET athlete/card_tokens/card_init': () => ({
      body: { client_secret: 'seti_9_secret_abc', stripe_account: 'acct_casey' },
    }),
    'POST athlete/card_tokens': change({ data: after[0] }),
    'POST athlete/card_tokens/replace': change({ data: after[0] }),
    'PATCH athlete/card_tokens/pm_visa': change({ data: after[0] }),
    'DELETE athlete/card_tokens/pm_mc': change({ data: after[0] }),
    ...routes,
  });
}

const cardItem = (name: string) => screen.findByRole('listitem', { name });

describe('payment methods', () => {
  it('lists the cards by coach with brand, last four digits, expiry, default badge and name', async () => {
    serveCards([[savedCard(), mastercard], [otherCoachCard]]);
    renderAt(<PaymentMethods />);

    expect(screen.getByRole('heading', { name: 'Payment methods' })).toBeInTheDocument();
    const casey = await screen.findByRole('region', { name: 'Casey Coach' });
    const caseyCards = within(casey).getByRole('list', { name: 'Cards saved for Casey Coach' });
    const visa = within(caseyCards).getByRole('listitem', { name: 'Visa •••• 4242' });
    expect(within(visa).getByText('Expires 04/2030')).toBeInTheDocument();
    expect(within(visa).getByText('Default')).toBeInTheDocument();
    expect(within(visa).getByText('Ada Client')).toBeInTheDocument();
    const mc = within(caseyCards).getByRole('listitem', { name: 'Mastercard •••• 4444' });
    expect(within(mc).getByText('Expires 11/2031')).toBeInTheDocument();
    expect(within(mc).queryByText('Default')).not.toBeInTheDocument();
    expect(within(mc).getByText('Ada L.')).toBeInTheDocument();

    const robin = screen.getByRole('region', { name: 'Robin Runner' });
    expect(
      within(robin).getByRole('listitem', { name: 'American Express •••• 0005' }),
    ).toBeInTheDocument();
    expect(within(robin).getByRole('button', { name: 'Add card for Robin Runner' })).toBeVisible();
  });

  it('says when no card is saved', async () => {
    serveCards([]);
    renderAt(<PaymentMethods />);
    expect(await screen.findByRole('heading', { name: 'No saved cards' })).toBeInTheDocument();
    expect(
      screen.getByText('Cards you save when you buy a program appear here.'),
    ).toBeInTheDocument();
  });

  it('says when the cards cannot be loaded', async () => {
    mockFetch({ 'GET athlete/card_tokens': () => ({ status: 403, body: { error: 'Forbidden' } }) });
    renderAt(<PaymentMethods />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This could not be loaded. Please try again.',
    );
  });

  it('adds a card for a coach on a SetupIntent of that coach and saves it as the default', async () => {
    const added = savedCard({ id: 'pm_new', last4: '1881' });
    const { calls } = serveCards(
      [[savedCard({ kind: 'other' })]],
      [[added, savedCard({ kind: 'other' })]],
    );
    const user = userEvent.setup();
    renderAt(<PaymentMethods />);

    await user.click(await screen.findByRole('button', { name: 'Add card for Casey Coach' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add card' });
    await user.click(
      await within(dialog).findByRole('button', {
        // A card that needs authentication comes back here naming its account and coach.
        name: 'Card form on seti_9_secret_abc for acct_casey, back to /user/billing/payment?card_account=acct_casey&card_coach=3',
      }),
    );

    expect(await screen.findByText('Card was successfully added.')).toBeInTheDocument();
    const init = calls.find((call) => call.path === 'athlete/card_tokens/card_init');
    expect(init?.query?.get('coach_id')).toBe('3');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      coach_id: 3,
      payment_method_id: 'pm_new',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const item = await cardItem('Visa •••• 1881');
    expect(within(item).getByText('Default')).toBeInTheDocument();
  });

  it('edits a card’s billing details', async () => {
    const edited = savedCard({
      billing_details: { ...savedCard().billing_details, name: 'Ada Lovelace' },
    });
    const { calls } = serveCards([[savedCard()]], [[edited]]);
    const user = userEvent.setup();
    renderAt(<PaymentMethods />);

    const item = await cardItem('Visa •••• 4242');
    await user.click(within(item).getByRole('button', { name: 'Edit billing details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit billing details' });
    await user.click(within(dialog).getByRole('button', { name: 'Details of Ada Client' }));

    expect(await screen.findByText('Card was successfully updated.')).toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.path).toBe('athlete/card_tokens/pm_visa');
    expect(patch?.body).toEqual({
      billing_details: {
        name: 'Ada Lovelace',
        phone: null,
        address: {
          line1: '2 Pier St',
          line2: null,
          city: 'Oakland',
          state: 'CA',
          postal_code: '94607',
          country: 'US',
        },
      },
    });
    expect(await within(await cardItem('Visa •••• 4242')).findByText('Ada Lovelace')).toBeVisible();
  });

  it('replaces a card with a new one that becomes the default', async () => {
    const added = savedCard({ id: 'pm_new', brand: 'mastercard', last4: '5100' });
    const { calls } = serveCards(
      [[savedCard(), mastercard]],
      [[added, savedCard({ kind: 'other' })]],
    );
    const user = userEvent.setup();
    renderAt(<PaymentMethods />);

    const item = await cardItem('Mastercard •••• 4444');
    await user.click(within(item).getByRole('button', { name: 'Replace card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace Mastercard •••• 4444' });
    await user.click(await within(dialog).findByRole('button', { name: /^Card form on/ }));

    expect(await screen.findByText('Card was successfully added.')).toBeInTheDocument();
    const replace = calls.find((call) => call.path === 'athlete/card_tokens/replace');
    expect(replace?.body).toEqual({
      coach_id: 3,
      payment_method_id: 'pm_new',
      remove_card_id: 'pm_mc',
    });
    expect(await cardItem('Mastercard •••• 5100')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Mastercard •••• 4444' })).toBeNull(),
    );
  });

  it('removes a card after confirming', async () => {
    const { calls } = serveCards([[savedCard(), mastercard]], [[savedCard()]]);
    const user = userEvent.setup();
    renderAt(<PaymentMethods />);

    const item = await cardItem('Mastercard •••• 4444');
    await user.click(within(item).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove card' });
    expect(
      within(dialog).getByText(
        'Remove Mastercard •••• 4444? It can no longer be used for payments.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove card' }));

    expect(await screen.findByText('Card was successfully removed.')).toBeInTheDocument();
    expect(
      calls.some((call) => call.method === 'DELETE' && call.path === 'athlete/card_tokens/pm_mc'),
    ).toBe(true);
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Mastercard •••• 4444' })).toBeNull(),
    );
  });

  it('keeps a card an active subscription uses and says why in the modal', async () => {
    serveCards([[savedCard(), mastercard]], undefined, {
      'DELETE athlete/card_tokens/pm_mc': () => ({
        status: 422,
        body: { errors: { base: [cardsMessages.removeLinked] } },
      }),
    });
    const user = userEvent.setup();
    renderAt(<PaymentMethods />);

    const item = await cardItem('Mastercard •••• 4444');
    await user.click(within(item).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove card' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove card' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This card cannot be removed because it is linked to an active subscription. Add another card and make it your default first.',
    );
    expect(screen.getByRole('dialog', { name: 'Remove card' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Mastercard •••• 4444' })).toBeInTheDocument();
  });
});
