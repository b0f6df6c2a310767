import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { focusManager } from '@tanstack/react-query';
import { payoutsMessages } from '@forma/contract/payouts/payouts.messages';
import type { ConnectedAccount } from '@forma/contract/payouts/payouts.schemas';
import { businessCoach } from '../../../test/fixtures';
import { deferred, mockFetch } from '../../../test/mock-fetch';
import { customAccount, payout, standardAccount } from '../../../test/payout-fixtures';
import { renderAt } from '../../../test/render';
import { PayoutsSettings } from './payouts-settings';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  focusManager.setFocused(undefined);
});

const answering = (account: ConnectedAccount | null) => ({
  'GET stripe/account': () => ({ body: { stripe_account: account } }),
});

const section = (name: string) => screen.getByRole('region', { name });

/** A phone at 375 px: the mobile breakpoint's media query matches. */
function onPhone() {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: query.includes('797.98'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}

describe('the payouts tab before Stripe is connected', () => {
  it('shows loading, then what connecting does and the two ways to connect', async () => {
    const answer = deferred<{ body: { stripe_account: null } }>();
    mockFetch({ 'GET stripe/account': () => answer.promise });
    renderAt(<PayoutsSettings />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();

    answer.resolve({ body: { stripe_account: null } });
    expect(await screen.findByRole('heading', { name: 'Get paid with Stripe' })).toBeVisible();
    for (const fact of [
      'Payouts to your bank account every Wednesday.',
      'Forma takes a 5% fee on each program payment.',
      'Stripe charges its own processing fee on each payment, separately.',
      'New sales can be held for up to 7 days before they are paid out.',
      'Add your bank account within 21 days of your first sale, or the money goes back to your client.',
    ])
      expect(screen.getByText(fact)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect to Stripe' })).toHaveAttribute(
      'href',
      '/stripe-onboarding?source=settings',
    );
    expect(screen.getByRole('link', { name: 'I already have a Stripe account' })).toHaveAttribute(
      'href',
      '/stripe-onboarding?source=settings&account_type=standard',
    );
    expect(screen.queryByRole('button', { name: 'Disconnect Stripe' })).not.toBeInTheDocument();
  });

  it('says when the account cannot be loaded, and tries again on request', async () => {
    let failing = true;
    const { calls } = mockFetch({
      'GET stripe/account': () =>
        failing ? { status: 403, body: { errors: {} } } : { body: { stripe_account: null } },
    });
    const user = userEvent.setup();
    renderAt(<PayoutsSettings />);
    expect(
      await screen.findByText('Could not load your Stripe account. Please try again.'),
    ).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Get paid with Stripe' })).toBeVisible();
    expect(calls.filter((call) => call.path === 'stripe/account')).toHaveLength(2);
  });
});

describe('the payouts tab of a custom account', () => {
  it('shows the status, bank account, weekly schedule, balance and latest payouts', async () => {
    mockFetch(answering(customAccount()));
    renderAt(<PayoutsSettings />);
    expect(await screen.findByRole('heading', { name: 'Your Stripe account' })).toBeVisible();
    expect(screen.getByText('Account acct_1Forma')).toBeInTheDocument();
    const badges = within(screen.getByRole('list', { name: 'Status' }));
    expect(badges.getAllByRole('listitem').map((badge) => badge.textContent)).toEqual([
      'Charges enabled',
      'Payouts enabled',
    ]);
    expect(screen.getByText('Stripe has everything it needs.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Complete your details' })).not.toBeInTheDocument();

    const bank = within(section('Bank account'));
    expect(bank.getByText('STRIPE TEST BANK')).toBeInTheDocument();
    expect(bank.getByText('•••• 6789')).toBeInTheDocument();
    expect(bank.getByText('GBP')).toBeInTheDocument();
    expect(bank.getByRole('link', { name: 'Update bank account' })).toHaveAttribute(
      'href',
      '/stripe-onboarding?source=settings',
    );

    const schedule = within(section('Payout schedule'));
    expect(schedule.getByText('Weekly on Wednesday')).toBeInTheDocument();
    expect(
      schedule.getByText('A sale is paid out 7 days after it is made, at the earliest.'),
    ).toBeInTheDocument();

    const balance = within(section('Balance'));
    expect(balance.getByText('Available').nextElementSibling).toHaveTextContent('£45.50');
    expect(balance.getByText('Pending').nextElementSibling).toHaveTextContent('£99.00');

    const payouts = within(section('Latest payouts'));
    expect(payouts.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Date',
      'Amount',
      'Status',
    ]);
    const rows = payouts.getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['04 Jun, 2025', '£120.00', 'Paid'],
      ['28 May, 2025', '£80.00', 'Failed'],
    ]);
    expect(screen.getByRole('button', { name: 'Disconnect Stripe' })).toBeInTheDocument();
  });

  it('lists what Stripe still needs and what it denied, with the link to complete the details', async () => {
    mockFetch(
      answering(
        customAccount({
          charges_enabled: true,
          payouts_enabled: false,
          requirements_due: ['external_account', 'individual.dob.day', 'individual.dob.month'],
          requirements_denied: ['individual.id_number'],
          requirements_deadline: '2025-07-01T12:00:00Z',
          external_account: null,
        }),
      ),
    );
    renderAt(<PayoutsSettings />);
    const badges = within(await screen.findByRole('list', { name: 'Status' }));
    expect(badges.getAllByRole('listitem').map((badge) => badge.textContent)).toEqual([
      'Charges enabled',
      'Payouts disabled',
      'Restricted',
    ]);
    expect(screen.getByText('Stripe needs a few more details')).toBeInTheDocument();
    const due = screen.getByRole('list', { name: 'Stripe needs a few more details' });
    expect(
      within(due)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Bank account', 'Date of birth']);
    expect(screen.getByText('Due by 01 Jul, 2025.')).toBeInTheDocument();
    expect(screen.getByText(payoutsMessages.deniedFields)).toHaveTextContent(
      'The following fields have been denied by Stripe...',
    );
    const denied = screen.getByRole('list', { name: payoutsMessages.deniedFields });
    expect(within(denied).getByText('Identity number')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete your details' })).toHaveAttribute(
      'href',
      '/stripe-onboarding?source=settings',
    );
    const bank = within(section('Bank account'));
    expect(bank.getByText('No bank account yet. Add one to receive your payouts.')).toBeVisible();
    expect(bank.getByRole('link', { name: 'Add bank account' })).toHaveAttribute(
      'href',
      '/stripe-onboarding?source=settings',
    );
  });

  it('says when there are no payouts yet', async () => {
    mockFetch(answering(customAccount({ payouts: [] })));
    renderAt(<PayoutsSettings />);
    expect(
      await screen.findByText(
        'No payouts yet. Your first one comes on the Wednesday after your first sale clears.',
      ),
    ).toBeInTheDocument();
  });

  it('shows one card per payout on a 375 px phone', async () => {
    onPhone();
    mockFetch(
      answering(
        customAccount({
          payouts: [payout({ status: 'in_transit', amount_format: '£64.10' })],
        }),
      ),
    );
    renderAt(<PayoutsSettings />);
    const cards = within(await screen.findByRole('list', { name: 'Latest payouts' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(cards.getByRole('listitem', { name: 'Payout of £64.10 on 04 Jun, 2025' }));
    expect(card.getByText('Amount').nextElementSibling).toHaveTextContent('£64.10');
    expect(card.getByText('Status').nextElementSibling).toHaveTextContent('In transit');
  });

  it('reads the account again when the page gains focus (back from Stripe)', async () => {
    let account = customAccount({ payouts_enabled: false, requirements_due: ['external_account'] });
    const { calls } = mockFetch({
      'GET stripe/account': () => ({ body: { stripe_account: account } }),
    });
    renderAt(<PayoutsSettings />);
    expect(await screen.findByText('Payouts disabled')).toBeInTheDocument();

    account = customAccount();
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByText('Payouts enabled')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === 'stripe/account')).toHaveLength(2);
  });
});

describe('the payouts tab of a standard account', () => {
  it("shows the status, what Stripe needs and the way to the coach's own Stripe dashboard", async () => {
    mockFetch(answering(standardAccount({ requirements_due: ['tos_acceptance.date'] })));
    renderAt(<PayoutsSettings />);
    expect(await screen.findByRole('heading', { name: 'Your Stripe account' })).toBeVisible();
    expect(screen.getByText('Restricted')).toBeInTheDocument();
    expect(screen.getByText("Acceptance of Stripe's terms")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete your details' })).toHaveAttribute(
      'href',
      '/stripe-onboarding?source=settings',
    );
    const dashboard = screen.getByRole('link', { name: 'Open your Stripe dashboard' });
    expect(dashboard).toHaveAttribute('href', 'https://dashboard.stripe.com');
    expect(dashboard).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('region', { name: 'Bank account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Latest payouts' })).not.toBeInTheDocument();
  });
});

describe('disconnecting Stripe', () => {
  it("asks first, shows the server's refusal in the modal, then disconnects", async () => {
    let refuse = true;
    const { calls } = mockFetch({
      ...answering(customAccount()),
      'DELETE stripe/account': () =>
        refuse
          ? { status: 422, body: { errors: { base: [payoutsMessages.disconnectRefused] } } }
          : { body: { stripe_account: null } },
      'GET users/me': () => ({ body: businessCoach() }),
    });
    const user = userEvent.setup();
    renderAt(<PayoutsSettings />);
    await user.click(await screen.findByRole('button', { name: 'Disconnect Stripe' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Disconnect Stripe?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Disconnect Stripe' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Disconnect Stripe?' }));
    await user.click(dialog.getByRole('button', { name: 'Disconnect' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'You cannot disconnect Stripe while clients have active paid subscriptions. Cancel them first, or keep the account connected until they end.',
    );
    expect(screen.getByRole('heading', { name: 'Your Stripe account' })).toBeInTheDocument();

    refuse = false;
    await user.click(dialog.getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByRole('heading', { name: 'Get paid with Stripe' })).toBeVisible();
    expect(await screen.findByText('Stripe is disconnected.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Disconnect Stripe?' })).not.toBeInTheDocument(),
    );
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(2);
  });
});
