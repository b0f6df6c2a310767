import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import type { Membership, PublicPlan } from '@forma/contract/purchase/purchase.schemas';
import { client } from '../../../test/fixtures';
import { appConfig, mockFetch, type MockCall, type MockReply } from '../../../test/mock-fetch';
import { findNotice } from '../../../test/notices';
import { renderRoutes } from '../../../test/render';
import { storageKeys } from '../../../lib/storage-keys';
import { priceOption, publicPlan } from '../../../test/program-fixtures';
import { authenticate } from '../../../test/cards-double';
import { needsAuthentication, retryAnswer, savedCard } from '../../../test/payment-fixtures';
import PublicPlanPage from './public-plan-page';

vi.mock('../../cards', async (original) =>
  (await import('../../../test/cards-double')).cardsDouble(original),
);

beforeAll(async () => {
  await Promise.all([
    import('../components/public-plan/purchase-flow'),
    import('../components/payment/paid-plan-controls'),
    import('../components/purchase-modals/cancel-program-modal'),
    import('../components/public-plan/action-tooltip'),
  ]);
}, 60_000);
beforeEach(() => localStorage.setItem(storageKeys.accessToken, 'token'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  localStorage.clear();
  notifications.clean();
});

const membership = (extra: Partial<Membership> = {}): Membership => ({
  id: 11,
  state: 'active',
  label: 'Active',
  plan_price: { duration: 'monthly', amount: 2999 },
  price_id: 11,
  cancel_at_period_end: false,
  canceled_by: null,
  start_date: '2026-01-05',
  end_date: null,
  is_applied: true,
  pending_switch: null,
  ...extra,
});

const paidPlan = (extra: Partial<PublicPlan> = {}) =>
  publicPlan({
    viewer: 'client',
    plan_pricing: 'paid',
    local_price: [priceOption()],
    user: { ...publicPlan().user, stripe_connect_charges_enabled: true },
    ...extra,
  });

const pastDue = (extra: Partial<PublicPlan> = {}) =>
  paidPlan({
    membership: membership({ state: 'past_due', label: 'Missed payment' }),
    alerts: [
      {
        kind: 'payment_problem',
        messages: ['A recent payment failed. Please check your ‘Billing’ page for information.'],
      },
    ],
    ...extra,
  });

function serve(plan: PublicPlan, routes: Record<string, (call: MockCall) => MockReply> = {}) {
  return mockFetch({
    'GET config': () => ({ body: appConfig }),
    'GET users/me': () => ({ body: client() }),
    'GET plans/free-strength/public': () => ({ body: plan }),
    'GET stripe/cards': () => ({ body: { data: [savedCard()] } }),
    'GET stripe/card_init': () => ({
      body: { client_secret: 'seti_2_secret_y', stripe_account: 'acct_coach' },
    }),
    ...routes,
  });
}

const render = (path = '/p/free-strength') =>
  renderRoutes(
    [
      { path: '/p/:plan_id', element: <PublicPlanPage /> },
      { path: '/plan/:plan_id/purchase', element: <p>Purchase form</p> },
      { path: '/user/billing/:tab', element: <p>Billing purchases</p> },
    ],
    { path },
  );

const labels = async () => {
  await screen.findByRole('heading', { name: 'Free Strength' });
  return screen
    .getAllByRole('button')
    .map((button) => button.textContent)
    .filter((text) => text && !['Copy the public link', 'Back'].includes(text));
};

describe('public program page: paid programs by state (4.4)', () => {
  it('no membership: Subscribe, the trial, Purchase, and disabled when the coach cannot take charges', async () => {
    serve(paidPlan());
    const first = render();
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeEnabled();
    first.unmount();

    serve(paidPlan({ trial_days: 14 }));
    const second = render();
    expect(await screen.findByRole('button', { name: 'Start 14-day free trial' })).toBeEnabled();
    second.unmount();

    serve(paidPlan({ trial_days: 14, launch_date: '2099-01-05', plan_type: 'membership' }));
    const third = render();
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeEnabled();
    third.unmount();

    serve(paidPlan({ plan_type: 'fixed' }));
    const fourth = render();
    expect(await screen.findByRole('button', { name: 'Purchase' })).toBeEnabled();
    fourth.unmount();

    serve(paidPlan({ user: { ...publicPlan().user, stripe_connect_charges_enabled: false } }));
    render();
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeDisabled();
  });

  it('Subscribe goes to the purchase form with the chosen duration', async () => {
    serve(paidPlan());
    const user = userEvent.setup();
    const { router } = render();
    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Purchase form')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?duration=monthly');
  });

  it('canceled: Resume subscription leads to the purchase form', async () => {
    serve(paidPlan({ membership: membership({ state: 'canceled', is_applied: false }) }));
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Resume subscription' }));
    expect(await screen.findByText('Purchase form')).toBeInTheDocument();
  });

  it('active, ending at the period end: Resume subscription calls resume_subscribe', async () => {
    const plan = paidPlan({ membership: membership({ cancel_at_period_end: true }) });
    const { calls } = serve(plan, {
      'POST athlete/plans/7/resume_subscribe': () => ({
        body: { ...plan, membership: membership(), notice: 'Subscription successfully resumed.' },
      }),
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Resume subscription' }));
    expect(
      (await findNotice('Congrats!')).getByText('Subscription successfully resumed.'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.path === 'athlete/plans/7/resume_subscribe')).toHaveLength(
      1,
    );
  });

  it('a resume refused with a 422 asks for a card, then resumes again', async () => {
    const plan = paidPlan({ membership: membership({ cancel_at_period_end: true }) });
    let attempts = 0;
    const { calls } = serve(plan, {
      'POST athlete/plans/7/resume_subscribe': () =>
        ++attempts === 1
          ? { status: 422, body: { errors: { base: ['Your card has expired.'] } } }
          : { body: { ...plan, notice: 'Subscription successfully resumed.' } },
      'POST stripe/card': () => ({ body: { data: [savedCard({ id: 'pm_new' })] } }),
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Resume subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a card' });
    expect(
      await within(dialog).findByText('Card form on acct_coach (seti_2_secret_y)'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    // Two notices: the card, then the resumed subscription.
    expect(await screen.findByText('Card was successfully added.')).toBeInTheDocument();
    expect(await screen.findByText('Subscription successfully resumed.')).toBeInTheDocument();
    expect(attempts).toBe(2);
    expect(calls.find((call) => call.path === 'stripe/card')?.body).toEqual({
      card: { token: 'pm_new' },
      coach_id: 3,
    });
  });

  it('active: Start my Program and Manage subscription, which leads to billing purchases', async () => {
    serve(paidPlan({ membership: membership({ is_applied: false }) }));
    const user = userEvent.setup();
    render();
    expect(await labels()).toEqual(['Start my Program', 'Manage subscription']);
    await user.click(screen.getByRole('button', { name: 'Manage subscription' }));
    expect(await screen.findByText('Billing purchases')).toBeInTheDocument();
  });

  it('past_due: Cancel subscription, and the alert opens Payment Information', async () => {
    const { calls } = serve(pastDue(), {
      'DELETE stripe/plan/7/unsubscribe': () => ({
        body: { ...pastDue(), notice: 'Program successfully cancelled.' },
      }),
    });
    const user = userEvent.setup();
    render();
    expect(await labels()).toContain('Cancel subscription');
    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Subscription' });
    expect(within(dialog).getByText('Do you want to cancel Free Strength?')).toBeInTheDocument();
    // The free program's second text is not said of a paid one.
    expect(within(dialog).queryByText(/A free program ends at once/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(
      (await findNotice('Congrats!')).getByText('Program successfully cancelled.'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });
});

describe('Payment Information (2.8, 4.6)', () => {
  const open = async (user: ReturnType<typeof userEvent.setup>) => {
    expect(
      await screen.findByText(
        'A recent payment failed. Please check your ‘Billing’ page for information.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Click here' }));
    return screen.findByRole('dialog', { name: 'Payment Information' });
  };

  it('retries the payment with the default card: an error without its fragments, then success', async () => {
    let attempts = 0;
    const { calls } = serve(pastDue(), {
      'POST stripe/plan/7/retry': () => ({
        body:
          ++attempts === 1
            ? retryAnswer({ error: 'Your card was declined. (Status 402) (Request req_7zQ)' })
            : retryAnswer(),
      }),
    });
    const user = userEvent.setup();
    render();
    const dialog = await open(user);
    expect(
      await within(dialog).findByText('Default card: Visa •••• 4242 exp 04/34'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Retry payment' }));
    expect(await within(dialog).findByText('Your card was declined.')).toBeInTheDocument();
    expect((await findNotice('Whoops!')).getByText('Your card was declined.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Retry payment' }));
    expect(
      (await findNotice('Congrats!')).getByText(
        'You have been successfully subscribed to the Program.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Payment Information' })).toBeNull(),
    );
    expect(calls.filter((call) => call.path === 'stripe/plan/7/retry')).toHaveLength(2);
  });

  it('a retry that needs authentication runs it on the coach account and checks the intent', async () => {
    authenticate.mockResolvedValue({ status: 'authenticated', intentId: 'pi_3ds' });
    const { calls } = serve(pastDue(), {
      'POST stripe/plan/7/retry': () => ({ body: needsAuthentication }),
      'POST stripe/plan/7/retry/check': () => ({ body: retryAnswer() }),
    });
    const user = userEvent.setup();
    render();
    const dialog = await open(user);
    await user.click(within(dialog).getByRole('button', { name: 'Retry payment' }));
    expect(
      (await findNotice('Congrats!')).getByText(
        'You have been successfully subscribed to the Program.',
      ),
    ).toBeInTheDocument();
    expect(authenticate).toHaveBeenCalledWith({
      clientSecret: 'pi_3ds_secret_abc',
      stripeAccount: 'acct_coach',
      returnUrl: '/p/free-strength',
    });
    expect(calls.find((call) => call.path === 'stripe/plan/7/retry/check')?.body).toEqual({
      intent: 'pi_3ds',
    });
  });

  it('back from the challenge page, the public page checks the payment', async () => {
    const { calls } = serve(pastDue(), {
      'POST stripe/plan/7/retry/check': () => ({ body: retryAnswer() }),
    });
    const { router } = render('/p/free-strength?payment_intent=pi_9&redirect_status=succeeded');
    expect(
      (await findNotice('Congrats!')).getByText(
        'You have been successfully subscribed to the Program.',
      ),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'stripe/plan/7/retry/check')?.body).toEqual({
      intent: 'pi_9',
    });
    expect(router.state.location.search).toBe('');
  });

  it('Set up new card replaces the default card', async () => {
    const { calls } = serve(pastDue(), {
      'POST athlete/card_tokens/replace': () => ({ body: { data: [savedCard({ id: 'pm_new' })] } }),
    });
    const user = userEvent.setup();
    render();
    const dialog = await open(user);
    await within(dialog).findByText('Default card: Visa •••• 4242 exp 04/34');
    await user.click(within(dialog).getByRole('button', { name: 'Set up new card' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Save card' }));
    expect(
      (await findNotice('Congrats!')).getByText('Card was successfully added.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'athlete/card_tokens/replace')?.body).toEqual({
      coach_id: 3,
      payment_method_id: 'pm_new',
      remove_card_id: 'pm_visa',
    });
  });

  it('a 426 opens the card edit modal on the default card, then retries', async () => {
    let attempts = 0;
    const { calls } = serve(pastDue(), {
      'POST stripe/plan/7/retry': () =>
        ++attempts === 1
          ? { status: 426, body: { errors: { base: ['Update'] } } }
          : { body: retryAnswer() },
      'PATCH stripe/card/pm_visa': () => ({ body: { data: [savedCard()] } }),
    });
    const user = userEvent.setup();
    render();
    const dialog = await open(user);
    await user.click(within(dialog).getByRole('button', { name: 'Retry payment' }));
    const edit = await screen.findByRole('dialog', { name: 'Update your card' });
    expect(within(edit).getByText('Visa •••• 4242 exp 04/34')).toBeInTheDocument();
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Card was successfully updated.')).toBeInTheDocument();
    expect(
      await screen.findByText('You have been successfully subscribed to the Program.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      billing_details: expect.objectContaining({ name: 'Ada Lovelace' }),
    });
    expect(attempts).toBe(2);
  });
});
