import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import type { PublicPlan } from '@forma/contract/purchase/purchase.schemas';
import { client } from '../../../test/fixtures';
import { appConfig, mockFetch, type MockCall, type MockReply } from '../../../test/mock-fetch';
import { findNotice } from '../../../test/notices';
import { renderRoutes } from '../../../test/render';
import { pickFirstOpenDay } from '../../../test/date-picker';
import { storageKeys } from '../../../lib/storage-keys';
import { priceOption, publicPlan } from '../../../test/program-fixtures';
import { authenticate } from '../../../test/cards-double';
import { needsAuthentication, retryAnswer, savedCard } from '../../../test/payment-fixtures';
import PlanPurchaseFormPage from './plan-purchase-form-page';

vi.mock('../../cards', async (original) =>
  (await import('../../../test/cards-double')).cardsDouble(original),
);

beforeEach(() => localStorage.setItem(storageKeys.accessToken, 'token'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  localStorage.clear();
  notifications.clean();
});

const SUBSCRIBED = 'You have been successfully subscribed to the Program.';

/** A Group Rolling Calendar program launching later, with a monthly and a yearly price. */
const paidPlan = (extra: Partial<PublicPlan> = {}) =>
  publicPlan({
    viewer: 'client',
    plan_pricing: 'paid',
    launch_date: '2099-01-05',
    trial_days: 7,
    // Given in the wrong order: the checkout sorts them.
    local_price: [
      priceOption({ id: 12, period: 'yearly', duration: 'yearly', price_format: '$290.00' }),
      priceOption({ id: 11 }),
    ],
    user: { ...publicPlan().user, stripe_connect_charges_enabled: true },
    ...extra,
  });

type Routes = Record<string, (call: MockCall) => MockReply>;

function serve(plan: PublicPlan, routes: Routes = {}) {
  return mockFetch({
    'GET config': () => ({ body: appConfig }),
    'GET users/me': () => ({ body: client() }),
    'GET plans/7/public': () => ({ body: plan }),
    'GET stripe/cards': () => ({ body: { data: [savedCard()] } }),
    'GET stripe/card_init': () => ({
      body: { client_secret: 'seti_1_secret_x', stripe_account: 'acct_coach' },
    }),
    'POST stripe/plan/7/buy': () => ({
      body: { ...plan, is_bought: true, notice: SUBSCRIBED },
    }),
    ...routes,
  });
}

const render = (path = '/plan/7/purchase') =>
  renderRoutes(
    [
      { path: '/plan/:plan_id/purchase', element: <PlanPurchaseFormPage /> },
      { path: '/p/:plan_id', element: <p>Program page</p> },
    ],
    { path },
  );

const buys = (calls: MockCall[]) => calls.filter((call) => call.path === 'stripe/plan/7/buy');

describe('checkout of a paid program (plan_purchase_form)', () => {
  it('subscribes with the default saved card: prices ascending, What Happens Next with step 4, then the program', async () => {
    const { calls } = serve(paidPlan());
    const user = userEvent.setup();
    render();

    const periods = await screen.findByRole('radiogroup', { name: 'Billing period' });
    expect(
      within(periods)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Month', 'Year']);
    expect(screen.getByText('$29.99')).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /Visa •••• 4242 exp 04\/34/ })).toBeChecked();
    expect(
      screen.getByText("Starts on the program's launch date, 05/01/2099."),
    ).toBeInTheDocument();
    // The trial runs from the launch date: the first payment is 7 days after it.
    const next = screen.getByRole('region', { name: 'What Happens Next' });
    expect(
      within(next).getByText('Your first payment is taken on 12/01/2099.'),
    ).toBeInTheDocument();
    const trialLine = (price: string) =>
      `Nothing is charged today. After your 7-day free trial, your first payment of ${price} is taken on 12/01/2099; cancel before then and you pay nothing.`;
    expect(screen.getByText(trialLine('$29.99'))).toBeInTheDocument();

    await user.click(within(periods).getByRole('radio', { name: 'Year' }));
    expect(screen.getByText('$290.00')).toBeInTheDocument();
    expect(screen.getByText(trialLine('$290.00'))).toBeInTheDocument();
    // A trial that runs from a future launch date: the button says Subscribe (spec 4.4).
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect((await findNotice('Congrats!')).getByText(SUBSCRIBED)).toBeInTheDocument();
    expect(await screen.findByText('Program page')).toBeInTheDocument();
    expect(buys(calls).map((call) => call.body)).toEqual([{ price_id: 12 }]);
  });

  it('a new card goes through the card form on the coach account and becomes the default', async () => {
    let cards = [] as ReturnType<typeof savedCard>[];
    const { calls } = serve(paidPlan({ launch_date: null }), {
      'GET stripe/cards': () => ({ body: { data: cards } }),
      'POST stripe/card': () => {
        cards = [savedCard({ id: 'pm_new', last4: '4444', brand: 'mastercard' })];
        return { body: { data: cards } };
      },
    });
    const user = userEvent.setup();
    render();

    expect(
      await screen.findByText('Card form on acct_coach (seti_1_secret_x)'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(
      (await findNotice('Congrats!')).getByText('Card was successfully added.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'stripe/card')?.body).toEqual({
      card: { token: 'pm_new' },
      coach_id: 3,
    });
    expect(
      await screen.findByRole('radio', { name: /Mastercard •••• 4444 exp 04\/34/ }),
    ).toBeChecked();
    // No launch date and 7 trial days: the trial's label.
    await user.click(screen.getByRole('button', { name: 'Start 7-day free trial' }));
    expect(await screen.findByText('Program page')).toBeInTheDocument();
  });

  it('no card on the server: the add-card modal opens, then the buy is repeated', async () => {
    let attempts = 0;
    const { calls } = serve(paidPlan(), {
      'POST stripe/plan/7/buy': () =>
        ++attempts === 1
          ? { status: 422, body: { errors: { base: ['No card'] }, base: { reason: 'no_card' } } }
          : { body: { ...paidPlan(), is_bought: true, notice: SUBSCRIBED } },
      'POST stripe/card': () => ({ body: { data: [savedCard({ id: 'pm_new' })] } }),
    });
    const user = userEvent.setup();
    render();

    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a card' });
    await user.click(await within(dialog).findByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Program page')).toBeInTheDocument();
    expect(buys(calls)).toHaveLength(2);
    expect(calls.find((call) => call.path === 'stripe/card')?.body).toEqual({
      card: { token: 'pm_new' },
      coach_id: 3,
    });
  });

  it('a card error shows under the form and as an error notice, and the client stays', async () => {
    serve(paidPlan(), {
      'POST stripe/plan/7/buy': () => ({
        status: 422,
        body: { base: { invalid: 'Your card was declined. (Status 402) (Request req_9xY)' } },
      }),
    });
    const user = userEvent.setup();
    render();

    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect((await findNotice('Whoops!')).getByText('Your card was declined.')).toBeInTheDocument();
    // Under the form as well as in the notice.
    expect(screen.getAllByText('Your card was declined.')).toHaveLength(2);
    expect(screen.queryByText('Program page')).toBeNull();
  });

  it('an incomplete first charge is retried and authenticated (3-D Secure), then checked', async () => {
    authenticate.mockResolvedValue({ status: 'authenticated', intentId: 'pi_3ds' });
    const incomplete = paidPlan();
    const { calls } = serve(incomplete, {
      'POST stripe/plan/7/buy': () => ({
        body: {
          ...incomplete,
          membership: {
            id: 5,
            state: 'incomplete',
            label: 'Incomplete',
            plan_price: { duration: 'monthly', amount: 2999 },
            price_id: 11,
            cancel_at_period_end: false,
            canceled_by: null,
            start_date: null,
            end_date: null,
            is_applied: false,
          },
          notice: SUBSCRIBED,
        },
      }),
      'POST stripe/plan/7/retry': () => ({ body: needsAuthentication }),
      'POST stripe/plan/7/retry/check': () => ({ body: retryAnswer() }),
    });
    const user = userEvent.setup();
    render();

    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Program page')).toBeInTheDocument();
    expect(authenticate).toHaveBeenCalledWith({
      clientSecret: 'pi_3ds_secret_abc',
      stripeAccount: 'acct_coach',
      returnUrl: '/plan/7/purchase?duration=monthly',
    });
    expect(calls.find((call) => call.path === 'stripe/plan/7/retry/check')?.body).toEqual({
      intent: 'pi_3ds',
    });
    expect((await findNotice('Congrats!')).getByText(SUBSCRIBED)).toBeInTheDocument();
  });

  it('back from the challenge page: retry/check until nothing is required, then success', async () => {
    let checks = 0;
    authenticate.mockResolvedValue({ status: 'authenticated', intentId: 'pi_3ds_2' });
    const { calls } = serve(paidPlan(), {
      'POST stripe/plan/7/retry/check': () => ({
        body: ++checks === 1 ? needsAuthentication : retryAnswer(),
      }),
    });
    render(
      '/plan/7/purchase?duration=monthly&payment_intent=pi_3ds&payment_intent_client_secret=pi_3ds_secret_abc&redirect_status=succeeded',
    );
    expect(await screen.findByText('Program page')).toBeInTheDocument();
    expect(
      calls.filter((call) => call.path === 'stripe/plan/7/retry/check').map((call) => call.body),
    ).toEqual([{ intent: 'pi_3ds' }, { intent: 'pi_3ds_2' }]);
    expect(buys(calls)).toHaveLength(0);
  });

  it("a new card's failed authentication says so, and what to do", async () => {
    const { calls } = serve(paidPlan(), {});
    render(
      '/plan/7/purchase?setup_intent=seti_1&setup_intent_client_secret=seti_1_secret&redirect_status=failed&card_coach=3',
    );
    expect(
      (await findNotice('Whoops!')).getByText(
        'Your card could not be authenticated. Please try again, or use another card.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/card form could not be loaded/)).toBeNull();
    expect(calls.some((call) => call.path === 'stripe/card')).toBe(false);
  });

  it('a retry error loses its status and request fragments', async () => {
    const { calls } = serve(paidPlan(), {
      'POST stripe/plan/7/retry/check': () => ({
        body: retryAnswer({
          error: 'Your card has insufficient funds. (Status 402) (Request req_1aB)',
        }),
      }),
    });
    render('/plan/7/purchase?payment_intent=pi_1&redirect_status=failed');
    expect(
      (await findNotice('Whoops!')).getByText('Your card has insufficient funds.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Your card has insufficient funds.')).toHaveLength(2);
    expect(screen.queryByText(/Status 402|req_1aB/)).toBeNull();
    expect(calls.some((call) => call.path === 'stripe/plan/7/retry/check')).toBe(true);
  });

  it('a Fixed Length program: Purchase asks for the start date first, then buys with it', async () => {
    const fixed = paidPlan({
      plan_type: 'fixed',
      trial_days: null,
      launch_date: null,
      local_price: [
        priceOption({ id: 21, period: 'one_off', duration: 'one_off', price_format: '$99.00' }),
      ],
    });
    const { calls } = serve(fixed, {
      'POST stripe/plan/7/buy': () => ({
        body: { ...fixed, is_bought: true, notice: 'Program has been successfully purchased.' },
      }),
    });
    const user = userEvent.setup();
    render();

    await user.click(await screen.findByRole('button', { name: 'Purchase' }));
    const calendar = await screen.findByRole('dialog', { name: 'Add to calendar' });
    await pickFirstOpenDay(user, calendar);
    await user.click(within(calendar).getByRole('button', { name: 'Yes, start on this day' }));
    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    expect(
      (await findNotice('Congrats!')).getByText('Program has been successfully purchased.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(buys(calls)).toHaveLength(1));
    expect(buys(calls)[0]!.body).toEqual({
      price_id: 21,
      start_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('a coach who cannot take charges: the buy button is disabled', async () => {
    serve(paidPlan({ user: { ...publicPlan().user, stripe_connect_charges_enabled: false } }));
    render();
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeDisabled();
  });
});

describe('resuming a paid program that ended (spec 2.8, 4.7)', () => {
  /** A Session 1 Day 1 program the coach cancelled, started on 05/01/2026. */
  const ended = () =>
    paidPlan({
      plan_type: 'membership',
      launch_date: null,
      will_resume: true,
      selected_price: 11,
      membership: {
        id: 5,
        state: 'canceled',
        label: 'Cancelled',
        plan_price: { duration: 'monthly', amount: 2999 },
        price_id: 11,
        cancel_at_period_end: false,
        canceled_by: 'canceled_by_coach',
        start_date: '2026-01-05',
        end_date: '2026-02-05',
        is_applied: true,
        pending_switch: null,
      },
    });

  it('Continue pays with the same start date: no date asked, resume_type continue', async () => {
    const { calls } = serve(ended(), {
      'POST stripe/plan/7/buy': () => ({
        body: {
          ...ended(),
          is_bought: true,
          notice: 'Your program has been resumed successfully!',
        },
      }),
    });
    const user = userEvent.setup();
    render();

    const choice = await screen.findByRole('dialog', { name: 'Resume Subscription' });
    await user.click(within(choice).getByRole('button', { name: 'Continue' }));
    expect(
      screen.getByText(
        'Continue where you left off: the program keeps its start date, 05/01/2026.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Start date')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Resume subscription' }));

    expect(
      (await findNotice('Congrats!')).getByText('Your program has been resumed successfully!'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Program page')).toBeInTheDocument();
    expect(buys(calls).map((call) => call.body)).toEqual([
      { price_id: 11, resume_type: 'continue' },
    ]);
  });

  it('Restart asks a new start date (no trial promised), then pays from Day 1', async () => {
    const { calls } = serve(ended());
    const user = userEvent.setup();
    render();

    const choice = await screen.findByRole('dialog', { name: 'Resume Subscription' });
    await user.click(within(choice).getByRole('button', { name: 'Restart' }));
    const calendar = await screen.findByRole('dialog', { name: 'Add to calendar' });
    await pickFirstOpenDay(user, calendar);
    // The client had the trial: programming appears from the first payment, on that day.
    expect(
      within(calendar).getByText('Only at this point will programming appear in the app.'),
    ).toBeInTheDocument();
    await user.click(within(calendar).getByRole('button', { name: 'Yes, start on this day' }));
    expect(
      screen.getByText('Restart from Day 1 on the start date you choose.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resume subscription' }));

    expect(await screen.findByText('Program page')).toBeInTheDocument();
    expect(buys(calls).map((call) => call.body)).toEqual([
      {
        price_id: 11,
        start_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        resume_type: 'restart',
      },
    ]);
  });

  it('closing the choice keeps the form; paying asks it again first', async () => {
    const { calls } = serve(ended());
    const user = userEvent.setup();
    render();

    const choice = await screen.findByRole('dialog', { name: 'Resume Subscription' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(choice).not.toBeInTheDocument());
    expect(
      screen.getByText('Restart the program from Day 1, or continue where you left off.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resume subscription' }));
    expect(await screen.findByRole('dialog', { name: 'Resume Subscription' })).toBeInTheDocument();
    expect(buys(calls)).toEqual([]);
  });
});
