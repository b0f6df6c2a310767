import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import type { MyProgramCard } from '@forma/contract/purchase/purchase.schemas';
import { paidProgram, programsPage } from '../../../../test/billing-fixtures';
import { mockFetch } from '../../../../test/mock-fetch';
import { onPhone } from '../../../../test/phone';
import { priceOption, publicPlan } from '../../../../test/program-fixtures';
import { renderAt } from '../../../../test/render';
import { Purchases } from './purchases';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  notifications.clean();
});

const plan = publicPlan({
  id: 21,
  title: 'Paid Strength',
  plan_pricing: 'paid',
  local_price: [priceOption({ id: 11, price: 2999, price_format: '$29.99' })],
});
const free = paidProgram(
  {},
  { plan: { ...paidProgram().plan, id: 7, title: 'Free Strength', plan_pricing: 'free' } },
);

/** My programs' lists; `after` is the active list once a change went through. */
function servePurchases(active: MyProgramCard[], past: MyProgramCard[] = [], after = active) {
  let changed = false;
  const change = (notice: string) => () => {
    changed = true;
    return { body: { ...plan, notice } };
  };
  return mockFetch({
    'GET athlete/plans': (call) => ({
      body: programsPage(call.query?.get('list') === 'past' ? past : changed ? after : active),
    }),
    'GET plans/21/public': () => ({ body: plan }),
    'DELETE athlete/plans/21/unsubscribe': change('Program successfully cancelled.'),
    'POST athlete/plans/21/resume_subscribe': change('Subscription successfully resumed.'),
  });
}

const row = (title: string) => screen.findByRole('row', { name: new RegExp(title) });

describe('purchases', () => {
  it('shows each paid program with its status, price, next payment and program link', async () => {
    const { calls } = servePurchases([paidProgram(), free]);
    renderAt(<Purchases />);

    expect(screen.getByRole('heading', { name: 'Purchases' })).toBeInTheDocument();
    const paid = await row('Paid Strength');
    for (const header of ['Program', 'Status', 'Coach', 'Price', 'Billing', 'Actions']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(paid).getByText('Active')).toBeInTheDocument();
    expect(within(paid).getByText('Casey Coach')).toBeInTheDocument();
    expect(await within(paid).findByText('$29.99 / Month')).toBeInTheDocument();
    expect(within(paid).getByText('Next payment 01 May, 2026')).toBeInTheDocument();
    expect(within(paid).getByRole('link', { name: 'View program Paid Strength' })).toHaveAttribute(
      'href',
      'http://localhost/p/paid-strength',
    );
    expect(within(paid).queryByRole('button', { name: 'Resume subscription' })).toBeNull();
    expect(screen.queryByText('Free Strength')).not.toBeInTheDocument();
    expect(
      calls.filter((call) => call.path === 'athlete/plans').map((call) => call.query?.get('list')),
    ).toEqual(['active', 'past']);
  });

  it('shows one card per purchase on a phone', async () => {
    onPhone();
    servePurchases([paidProgram()]);
    renderAt(<Purchases />);

    const list = await screen.findByRole('list', { name: 'Your purchases' });
    const card = within(list).getByRole('listitem', { name: 'Paid Strength' });
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText('Next payment 01 May, 2026')).toBeInTheDocument();
    expect(await within(card).findByText('$29.99 / Month')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when there is no purchase', async () => {
    servePurchases([free]);
    renderAt(<Purchases />);
    expect(await screen.findByRole('heading', { name: 'No purchases yet' })).toBeInTheDocument();
  });

  it('cancels a subscription after confirming; it then ends with its period', async () => {
    const { calls } = servePurchases(
      [paidProgram()],
      [],
      [paidProgram({ cancel_at_period_end: true })],
    );
    const user = userEvent.setup();
    renderAt(<Purchases />);

    await user.click(
      within(await row('Paid Strength')).getByRole('button', { name: 'Cancel subscription' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel subscription' });
    expect(
      within(dialog).getByText(
        'Cancel your subscription to Paid Strength? You keep access until 01 May, 2026 and are not charged again.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));

    expect(await screen.findByText('Program successfully cancelled.')).toBeInTheDocument();
    expect(
      calls.some(
        (call) => call.method === 'DELETE' && call.path === 'athlete/plans/21/unsubscribe',
      ),
    ).toBe(true);
    const cancelled = await row('Paid Strength');
    expect(await within(cancelled).findByText('Ends on 01 May, 2026')).toBeInTheDocument();
    expect(
      within(cancelled).getByRole('button', { name: 'Resume subscription' }),
    ).toBeInTheDocument();
    expect(within(cancelled).queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('keeps the subscription when the client says no', async () => {
    const { calls } = servePurchases([paidProgram()]);
    const user = userEvent.setup();
    renderAt(<Purchases />);

    await user.click(
      within(await row('Paid Strength')).getByRole('button', { name: 'Cancel subscription' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel subscription' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep subscription' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('resumes a subscription set to end with its period', async () => {
    const { calls } = servePurchases(
      [paidProgram({ cancel_at_period_end: true })],
      [],
      [paidProgram()],
    );
    const user = userEvent.setup();
    renderAt(<Purchases />);

    const ending = await row('Paid Strength');
    expect(within(ending).getByText('Ends on 01 May, 2026')).toBeInTheDocument();
    await user.click(within(ending).getByRole('button', { name: 'Resume subscription' }));

    expect(await screen.findByText('Subscription successfully resumed.')).toBeInTheDocument();
    expect(
      calls.some(
        (call) => call.method === 'POST' && call.path === 'athlete/plans/21/resume_subscribe',
      ),
    ).toBe(true);
    expect(
      await within(await row('Paid Strength')).findByText('Next payment 01 May, 2026'),
    ).toBeInTheDocument();
  });

  it('shows a trial’s first payment, a missed payment, a one-off purchase and a past one', async () => {
    const trial = paidProgram(
      { state: 'trialing', label: 'Trial' },
      { badge: { label: 'Trial', colour: 'orange' } },
    );
    const missed = paidProgram(
      { id: 32, state: 'past_due', label: 'Missed payment' },
      {
        plan: { ...paidProgram().plan, id: 22, title: 'Missed Strength' },
        badge: { label: 'Missed payment', colour: 'orange' },
      },
    );
    const oneOff = paidProgram(
      { id: 33, plan_price: { duration: 'one_off', amount: 4900 }, end_date: null },
      { plan: { ...paidProgram().plan, id: 23, title: 'Fixed Strength', plan_type: 'fixed' } },
    );
    const past = paidProgram(
      { id: 34, state: 'canceled', label: 'Cancelled' },
      {
        plan: { ...paidProgram().plan, id: 24, title: 'Old Strength' },
        badge: { label: 'Cancelled', colour: 'danger' },
        can_cancel: false,
      },
    );
    servePurchases([trial, missed, oneOff], [past]);
    renderAt(<Purchases />);

    const trialRow = await row('Paid Strength');
    expect(within(trialRow).getByText('Trial')).toBeInTheDocument();
    expect(within(trialRow).getByText('First payment 01 May, 2026')).toBeInTheDocument();
    const missedRow = await row('Missed Strength');
    expect(
      within(missedRow).getByText('A payment was missed: open the program to pay.'),
    ).toBeInTheDocument();
    expect(
      within(missedRow).getByRole('button', { name: 'Cancel subscription' }),
    ).toBeInTheDocument();
    const oneOffRow = await row('Fixed Strength');
    expect(within(oneOffRow).getByText('Paid once')).toBeInTheDocument();
    expect(within(oneOffRow).queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    const pastRow = await row('Old Strength');
    expect(within(pastRow).getByText('Cancelled')).toBeInTheDocument();
    expect(within(pastRow).queryByRole('button', { name: /subscription/ })).toBeNull();
    expect(
      within(pastRow).getByRole('link', { name: 'View program Old Strength' }),
    ).toBeInTheDocument();
  });
});
