import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import type { Membership, PublicPlan } from '@forma/contract/purchase/purchase.schemas';
import { client } from '../../../test/fixtures';
import { appConfig, mockFetch, type MockCall } from '../../../test/mock-fetch';
import { renderRoutes } from '../../../test/render';
import { pickFirstOpenDay } from '../../../test/date-picker';
import { storageKeys } from '../../../lib/storage-keys';
import { priceOption, publicPlan } from '../../../test/program-fixtures';
import PublicPlanPage from './public-plan-page';

// The page's modals and extras load when first needed: loaded here first, the tests time what the
// user sees rather than the first transform of a chunk on a busy machine.
beforeAll(async () => {
  await Promise.all([
    import('../components/public-plan/purchase-flow'),
    import('../components/public-plan/purchase-flow-modals'),
    import('../components/public-plan/contact-coach-modal'),
    import('../components/public-plan/sign-in-modal'),
    import('../components/public-plan/plan-confirm-email'),
    import('../components/public-plan/plan-attachments'),
    import('../components/purchase-modals/reschedule-modal'),
    import('../components/purchase-modals/cancel-program-modal'),
    import('../components/public-plan/price-changed-modal'),
    import('../components/public-plan/action-tooltip'),
  ]);
}, 60_000);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  // The toasts' store is global: earlier tests' toasts would queue this test's behind them.
  notifications.clean();
});

const render = () =>
  renderRoutes(
    [
      { path: '/p/:plan_id', element: <PublicPlanPage /> },
      { path: '/onboarding/sign_up/:role', element: <p>Sign up page</p> },
      { path: '/user/my_programs/active', element: <p>My programs page</p> },
      { path: '/plan/:plan_id/purchase', element: <p>Purchase form</p> },
    ],
    { path: '/p/free-strength' },
  );

const signedInClient = () => localStorage.setItem(storageKeys.accessToken, 'token');

const membership = (extra: Partial<Membership> = {}): Membership => ({
  id: 11,
  state: 'active',
  label: 'Active',
  plan_price: { duration: null, amount: 0 },
  price_id: null,
  cancel_at_period_end: false,
  canceled_by: null,
  start_date: '2026-01-05',
  end_date: null,
  is_applied: true,
  pending_switch: null,
  ...extra,
});

/** The client answers and the plan; extra routes override. */
const serve = (plan: PublicPlan, extra: Record<string, (call: MockCall) => unknown> = {}) =>
  mockFetch({
    'GET config': () => ({ body: appConfig }),
    'GET users/me': () => ({ body: client() }),
    'GET plans/free-strength/public': () => ({ body: plan }),
    ...Object.fromEntries(
      Object.entries(extra).map(([key, handler]) => [
        key,
        (call: MockCall) => ({ body: handler(call) }),
      ]),
    ),
  });

describe('public program page: visitors', () => {
  it('signed out: Get for Free stores the program and goes to client sign-up', async () => {
    mockFetch({ 'GET plans/free-strength/public': () => ({ body: publicPlan() }) });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Get for Free' }));
    expect(await screen.findByText('Sign up page')).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.getFreeProgramId)).toBe('7');
    expect(localStorage.getItem(storageKeys.returnPath)).toBe('/p/free-strength');
  });

  it('shows the title, Overview, info items and the owner card with See More Programs', async () => {
    mockFetch({
      'GET plans/free-strength/public': () => ({
        body: publicPlan({ level: 3, average_duration: 45, weeks_duration: 4 }),
      }),
    });
    render();
    expect(await screen.findByRole('heading', { name: 'Free Strength' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByText('Get strong.')).toBeInTheDocument();
    expect(screen.getByText('Daily training time (min)')).toBeInTheDocument();
    expect(screen.getByText('45')).toBeInTheDocument();
    expect(screen.getByText('Required experience')).toBeInTheDocument();
    expect(screen.getByText('Casey Coach')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See More Programs' })).toHaveAttribute(
      'href',
      '/public-page/3/plans',
    );
    // Coach-only items stay hidden from visitors.
    expect(screen.queryByText('Trial period')).not.toBeInTheDocument();
    // The tab title of spec 2.7, as the server renders it into the page.
    expect(document.title).toBe('Free Strength | Casey Coach | Forma');
  });

  it("an invited client's membership shows as Pending, not Init (4.1)", async () => {
    signedInClient();
    serve(
      publicPlan({
        viewer: 'client',
        membership: membership({ state: 'init', label: 'Init', is_applied: false }),
      }),
    );
    render();
    await screen.findByRole('heading', { name: 'Free Strength' });
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.queryByText('Init')).toBeNull();
  });

  it('a private program the visitor may not buy asks them to log in, and cannot be dismissed', async () => {
    mockFetch({
      'GET config': () => ({ body: appConfig }),
      'GET plans/free-strength/public': () => ({
        body: publicPlan({ accessibility: false, allowed_to_buy: false, description: '' }),
      }),
    });
    const user = userEvent.setup();
    render();
    const dialog = await screen.findByRole('dialog', { name: 'Log in to continue' });
    expect(within(dialog).getByLabelText(/Email/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Sign up' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Log in to continue' })).toBeInTheDocument();
  });
});

describe('public program page: coaches', () => {
  it('the owner sees the public link (copied for 3 s) and the program type, not the owner card', async () => {
    mockFetch({
      'GET config': () => ({ body: appConfig }),
      'GET plans/free-strength/public': () => ({
        body: publicPlan({ viewer: 'owner', public_url: '/p/free-strength' }),
      }),
    });
    const user = userEvent.setup();
    render();
    const link = await screen.findByRole('button', { name: /^Copy the public link/ });
    await waitFor(() => expect(link).toHaveTextContent('http://localhost:3000/p/free-strength'));
    expect(screen.getByText('Program type: Group Rolling Calendar')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See More Programs' })).not.toBeInTheDocument();
    await user.click(link);
    expect(screen.getByText('copied')).toBeInTheDocument();
  });

  it('a coach viewing sees disabled buttons, the alert and original prices with archived marked', async () => {
    const option = {
      id: 1,
      period: 'monthly' as const,
      duration: 'monthly' as const,
      price: 1000,
      price_format: '$10.00',
      currency: 'USD',
      archived: false,
      active_subscriptions: 0,
      pending_switch: 0,
      message_about_changed_price: false,
      message_for_inbox: null,
    };
    mockFetch({
      'GET plans/free-strength/public': () => ({
        body: publicPlan({
          viewer: 'coach',
          plan_pricing: 'paid',
          original_price: [
            option,
            {
              ...option,
              id: 2,
              period: 'yearly',
              duration: 'yearly',
              archived: true,
              price_format: '$90.00',
            },
          ],
          alerts: [
            {
              kind: 'coach_viewing',
              messages: ['Login using a client account to access this program.'],
            },
          ],
        }),
      }),
    });
    render();
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeDisabled();
    expect(
      screen.getByText('Login using a client account to access this program.'),
    ).toBeInTheDocument();
    expect(screen.getByText('$10.00')).toBeInTheDocument();
    expect(screen.getByText('$90.00')).toBeInTheDocument();
    expect(screen.getByText('Archived')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send price-changed message' })).toBeNull();
  });

  it("the owner sends the price-changed choice from a changed price: Don't notify", async () => {
    const changed = priceOption({
      id: 11,
      message_about_changed_price: true,
      message_for_inbox: 'The price of Free Strength is changing.',
    });
    const { calls } = mockFetch({
      'GET plans/free-strength/public': () => ({
        body: publicPlan({
          viewer: 'owner',
          plan_pricing: 'paid',
          original_price: [changed, priceOption({ id: 12, period: 'yearly', duration: 'yearly' })],
        }),
      }),
      'POST coach/plans/7/skip/11': () => ({
        body: { ...changed, message_about_changed_price: false },
      }),
    });
    const user = userEvent.setup();
    render();
    const buttons = await screen.findAllByRole('button', { name: 'Send price-changed message' });
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Update your clients' });
    expect(within(dialog).getByRole('textbox')).toHaveValue(
      'The price of Free Strength is changing.',
    );
    await user.click(within(dialog).getByRole('button', { name: "Don't notify" }));
    await waitFor(() =>
      expect(
        calls.some((call) => call.method === 'POST' && call.path === 'coach/plans/7/skip/11'),
      ).toBe(true),
    );
  });
});

describe('public program page: clients', () => {
  it('accepts the waiver, gets the program and sees What Happens Next', async () => {
    signedInClient();
    const waiver = {
      show: true,
      text: '<p>Train safely.</p>',
      accepted_text: null,
      attachments: [],
      full_name: null,
      created_at: null,
    };
    const { calls } = serve(publicPlan({ viewer: 'client', plan_waiver: waiver }), {
      'POST plans/7/waiver/accept': () =>
        publicPlan({ viewer: 'client', plan_waiver: { ...waiver, accepted_text: 'ok' } }),
      'POST stripe/plan/7/buy': () => ({
        ...publicPlan({ viewer: 'client', is_bought: true }),
        notice: 'Program successfully added',
      }),
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Get for Free' }));
    const accept = await screen.findByRole('button', { name: 'Accept' });
    expect(accept).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Confirmed as read and accepted' }));
    await user.click(accept);
    const next = await screen.findByRole('dialog', { name: 'What Happens Next' });
    expect(
      within(next).getByRole('link', { name: 'Download on the App Store' }),
    ).toBeInTheDocument();
    expect(within(next).getByRole('link', { name: 'Get it on Google Play' })).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(
      expect.arrayContaining(['POST plans/7/waiver/accept', 'POST stripe/plan/7/buy']),
    );
    await user.click(screen.getByRole('button', { name: 'Go to My programs' }));
    await waitFor(() => expect(screen.getByText('My programs page')).toBeInTheDocument());
  });

  it('a free program chosen before signing in continues on load: pick a date and get it', async () => {
    signedInClient();
    localStorage.setItem(storageKeys.getFreeProgramId, '7');
    const { calls } = serve(publicPlan({ viewer: 'client', plan_type: 'fixed' }), {
      'POST stripe/plan/7/buy': () => ({
        ...publicPlan({ viewer: 'client', plan_type: 'fixed', is_bought: true }),
        notice: 'Program has been successfully purchased.',
      }),
    });
    const user = userEvent.setup();
    render();
    const dialog = await screen.findByRole('dialog', { name: 'Add to calendar' });
    expect(within(dialog).getByRole('button', { name: 'Yes, get it for free' })).toBeDisabled();
    await pickFirstOpenDay(user);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, get it for free' }));
    expect(await screen.findByRole('dialog', { name: 'What Happens Next' })).toBeInTheDocument();
    const buy = calls.find((call) => call.path === 'stripe/plan/7/buy');
    expect(buy?.body).toEqual({ start_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(localStorage.getItem(storageKeys.getFreeProgramId)).toBeNull();
  });

  it('a free membership launching later is taken at once and starts on its launch date', async () => {
    signedInClient();
    const later = publicPlan({
      viewer: 'client',
      plan_type: 'membership',
      launch_date: '2999-01-04',
    });
    const { calls } = serve(later, {
      'POST stripe/plan/7/buy': () => ({
        ...later,
        is_bought: true,
        notice: 'Program successfully added',
      }),
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Get for Free' }));
    expect(await screen.findByRole('dialog', { name: 'What Happens Next' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add to calendar' })).toBeNull();
    const buy = calls.find((call) => call.path === 'stripe/plan/7/buy');
    expect(buy?.body ?? {}).toEqual({});
  });

  it('a skip_sales_page program goes straight to the purchase form', async () => {
    signedInClient();
    serve(publicPlan({ viewer: 'client', skip_sales_page: true }));
    render();
    expect(await screen.findByText('Purchase form')).toBeInTheDocument();
  });

  it('a private program the client may not join shows the texts and sends a question to the coach', async () => {
    signedInClient();
    const { calls } = serve(
      publicPlan({
        viewer: 'client',
        accessibility: false,
        allowed_to_buy: false,
        alerts: [
          {
            kind: 'private',
            messages: ['You do not have permission to access this program...'],
          },
        ],
      }),
      { 'POST plans/7/contact': () => ({ message: 'Your message has been sent to the coach.' }) },
    );
    const user = userEvent.setup();
    render();
    expect(
      await screen.findByText('You do not have permission to access this program...'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Contact the coach' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact the coach' });
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Your message'), 'May I join?');
    await user.click(send);
    expect(await screen.findByText('Your message has been sent to the coach.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'plans/7/contact')?.body).toEqual({
      message: { text: 'May I join?' },
    });
  });

  it('a private program open to the client once their address is confirmed says so, with the resend button', async () => {
    signedInClient();
    const { calls } = serve(
      publicPlan({
        viewer: 'client',
        accessibility: false,
        allowed_to_buy: false,
        confirmation_required: true,
        alerts: [
          {
            kind: 'private',
            messages: ['You do not have permission to access this program...'],
          },
        ],
      }),
      {
        'POST users/confirmation': () => ({
          message: 'We have sent you a new confirmation email.',
        }),
      },
    );
    const user = userEvent.setup();
    render();
    expect(
      await screen.findByText(/This program is open to your e-mail address/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the confirmation email again' }));
    expect(
      await screen.findByText('We have sent you a new confirmation email.'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.path === 'users/confirmation')).toHaveLength(1);
  });

  it('a private program the client is not invited to asks nothing about the address', async () => {
    signedInClient();
    serve(publicPlan({ viewer: 'client', accessibility: false, allowed_to_buy: false }));
    render();
    await screen.findByRole('heading', { name: 'Free Strength' });
    expect(screen.queryByText(/This program is open to your e-mail address/)).toBeNull();
  });

  it('reschedules a fixed program from the date selector', async () => {
    signedInClient();
    const { calls } = serve(
      publicPlan({ viewer: 'client', plan_type: 'fixed', is_bought: true, is_applied: true }),
      {
        'GET plans/7/re_add_info': () => ({
          start_current_schedule: '2026-01-05',
          min_available_date: '2026-01-01',
        }),
        'POST plans/7/re_add_schedule': (call) => ({
          message: 'Free Strength has been successfully rescheduled.',
          start_date: (call.body as { date: string }).date,
        }),
      },
    );
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule' });
    expect(
      await within(dialog).findByText(
        'Use the date selector below to change the start date of this program.',
      ),
    ).toBeInTheDocument();
    const apply = await within(dialog).findByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: /Start date/ }));
    await pickFirstOpenDay(user);
    await user.click(apply);
    expect(
      await screen.findByText('Free Strength has been successfully rescheduled.'),
    ).toBeInTheDocument();
    const body = calls.find((call) => call.path === 'plans/7/re_add_schedule')?.body as {
      date: string;
    };
    expect(body.date >= '2026-01-01').toBe(true);
  });

  it('Start my Program on a resumed membership offers Restart or Continue', async () => {
    signedInClient();
    const plan = publicPlan({
      viewer: 'client',
      plan_type: 'membership',
      is_bought: true,
      is_applied: true,
      membership: membership({ state: 'resume', label: 'Resume' }),
    });
    const { calls } = serve(plan, {
      'POST plans/7/resume': () => ({
        ...plan,
        notice: 'Your program has been resumed successfully!',
      }),
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Start my Program' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resume Subscription' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('Your program has been resumed successfully!'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'plans/7/resume')?.body).toEqual({
      resume_type: 'continue',
    });
  });

  it('cancels a free program it owns', async () => {
    signedInClient();
    const { calls } = serve(
      publicPlan({ viewer: 'client', is_bought: true, is_applied: true, membership: membership() }),
      {
        'DELETE stripe/plan/7/unsubscribe': () => ({
          ...publicPlan({ viewer: 'client' }),
          notice: 'Program successfully cancelled.',
        }),
      },
    );
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Subscription' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Program successfully cancelled.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });
});
