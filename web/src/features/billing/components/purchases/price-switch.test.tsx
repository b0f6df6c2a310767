import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import type { MyProgramCard, PublicPlan } from '@forma/contract/purchase/purchase.schemas';
import { paidProgram, programsPage } from '../../../../test/billing-fixtures';
import { mockFetch, type MockReply } from '../../../../test/mock-fetch';
import { onPhone } from '../../../../test/phone';
import { priceOption, publicPlan } from '../../../../test/program-fixtures';
import { renderAt } from '../../../../test/render';
import { Purchases } from './purchases';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  notifications.clean();
});

const weekly = priceOption({
  id: 10,
  period: 'weekly',
  duration: 'weekly',
  price: 999,
  price_format: '$9.99',
});
const monthly = priceOption({ id: 11, price: 2999, price_format: '$29.99' });
const yearly = priceOption({
  id: 13,
  period: 'yearly',
  duration: 'yearly',
  price: 29900,
  price_format: '$299.00',
});
const oneOff = priceOption({
  id: 14,
  period: 'one_off',
  duration: 'one_off',
  price: 4900,
  price_format: '$49.00',
});

/** The program page's plan: its options as the server lists them (not in checkout order). */
const planWith = (id: number, options = [yearly, monthly, oneOff, weekly]): PublicPlan =>
  publicPlan({ id, title: 'Paid Strength', plan_pricing: 'paid', local_price: options });

const program = (
  planId: number,
  title: string,
  membership: Partial<MyProgramCard['membership']> = {},
): MyProgramCard =>
  paidProgram(
    { id: planId + 10, ...membership },
    { plan: { ...paidProgram().plan, id: planId, title } },
  );

const pendingYearly = {
  pending_switch: {
    price_id: 13,
    duration: 'yearly' as const,
    amount: 29900,
    starts_on: '2026-05-01',
  },
};

type Switch = { post?: () => MockReply; remove?: () => MockReply };

/** Purchases of plan 21 (and `others`, each with its plan); `after` once a switch call went through. */
function serve(
  before: MyProgramCard,
  after: MyProgramCard,
  calls: Switch = {},
  others: [MyProgramCard, PublicPlan][] = [],
) {
  let changed = false;
  const answer = (notice: string) => () => {
    changed = true;
    return { body: { ...planWith(21), membership: after.membership, notice } };
  };
  const plans = Object.fromEntries(
    others.map(([, plan]) => [`GET plans/${plan.id}/public`, () => ({ body: plan })]),
  );
  return mockFetch({
    'GET athlete/plans': (call) => ({
      body: programsPage(
        call.query?.get('list') === 'past'
          ? []
          : [changed ? after : before, ...others.map(([card]) => card)],
      ),
    }),
    'GET plans/21/public': () => ({ body: planWith(21) }),
    'POST athlete/plans/21/switch_price':
      calls.post ?? answer('Your subscription will switch to yearly billing on 01 May, 2026.'),
    'DELETE athlete/plans/21/switch_price':
      calls.remove ?? answer('Your subscription will stay as it is.'),
    ...plans,
  });
}

const row = (title: string) => screen.findByRole('row', { name: new RegExp(title) });
const changeBilling = { name: 'Change billing' };

describe('switching a subscription’s billing period', () => {
  it('offers the switch only on a renewing subscription whose program has another recurring option', async () => {
    const trial = program(22, 'Trial Strength', { state: 'trialing', label: 'Trial' });
    const ending = program(23, 'Ending Strength', { cancel_at_period_end: true });
    const missed = program(24, 'Missed Strength', { state: 'past_due', label: 'Missed payment' });
    const fixed = program(25, 'Fixed Strength', {
      plan_price: { duration: 'one_off', amount: 4900 },
      price_id: 14,
    });
    const single = program(26, 'Single Strength');
    serve(paidProgram(), paidProgram(), {}, [
      [trial, planWith(22)],
      [ending, planWith(23)],
      [missed, planWith(24)],
      [fixed, planWith(25)],
      [single, planWith(26, [monthly, oneOff])],
    ]);
    renderAt(<Purchases />);

    expect(
      await within(await row('Paid Strength')).findByRole('button', changeBilling),
    ).toBeVisible();
    expect(
      await within(await row('Trial Strength')).findByRole('button', changeBilling),
    ).toBeVisible();
    // Every row's price is in once its plan is read: the switch has been decided by then.
    for (const title of ['Ending', 'Missed', 'Fixed', 'Single']) {
      const other = await row(`${title} Strength`);
      await within(other).findByText(/\$/);
      expect(within(other).queryByRole('button', changeBilling)).toBeNull();
    }
    expect(screen.queryByRole('button', { name: 'Keep current billing' })).toBeNull();
  });

  it('lists the recurring options in order, the current one marked, and posts the chosen one', async () => {
    const { calls } = serve(paidProgram(), paidProgram(pendingYearly));
    const user = userEvent.setup();
    renderAt(<Purchases />);

    await user.click(await within(await row('Paid Strength')).findByRole('button', changeBilling));
    const dialog = await screen.findByRole('dialog', { name: 'Change billing' });
    const group = within(dialog).getByRole('radiogroup', { name: 'Billing period' });
    const options = within(group).getAllByRole('radio');
    expect(within(group).getByRole('radio', { name: '$9.99 / 1 Week' })).toBeEnabled();
    expect(within(group).getByRole('radio', { name: '$29.99 / Month' })).toBeDisabled();
    expect(within(group).getByText('Current')).toBeInTheDocument();
    expect(within(group).queryByText(/\$49\.00/)).toBeNull();
    expect(options.map((option) => (option as HTMLInputElement).value)).toEqual(['10', '11', '13']);
    expect(
      within(dialog).getByText(
        'The new price applies from 01 May, 2026, when your current period ends.',
      ),
    ).toBeInTheDocument();

    await user.click(within(group).getByRole('radio', { name: '$299.00 / Year' }));
    await user.click(within(dialog).getByRole('button', { name: 'Switch' }));

    expect(
      await screen.findByText('Your subscription will switch to yearly billing on 01 May, 2026.'),
    ).toBeInTheDocument();
    expect(
      calls.filter((call) => call.method === 'POST').map(({ path, body }) => ({ path, body })),
    ).toEqual([{ path: 'athlete/plans/21/switch_price', body: { price_id: 13 } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await within(await row('Paid Strength')).findByText(
        'Switches to $299.00 / Year on 01 May, 2026',
      ),
    ).toBeInTheDocument();
  });

  it('shows a pending switch and keeps the current billing after confirming', async () => {
    const { calls } = serve(paidProgram(pendingYearly), paidProgram());
    const user = userEvent.setup();
    renderAt(<Purchases />);

    const pending = await row('Paid Strength');
    expect(
      await within(pending).findByText('Switches to $299.00 / Year on 01 May, 2026'),
    ).toBeInTheDocument();
    expect(within(pending).getByText('Next payment 01 May, 2026')).toBeInTheDocument();
    await user.click(within(pending).getByRole('button', { name: 'Keep current billing' }));

    const dialog = await screen.findByRole('dialog', { name: 'Keep current billing' });
    expect(
      within(dialog).getByText(
        'Keep paying $29.99 / Month for Paid Strength? The switch to $299.00 / Year will not happen.',
      ),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Keep current billing' }));

    expect(await screen.findByText('Your subscription will stay as it is.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      'athlete/plans/21/switch_price',
    ]);
    const kept = await row('Paid Strength');
    await waitFor(() => expect(within(kept).queryByText(/Switches to/)).toBeNull());
    expect(within(kept).queryByRole('button', { name: 'Keep current billing' })).toBeNull();
  });

  it('marks the scheduled option when the client changes a pending switch', async () => {
    serve(paidProgram(pendingYearly), paidProgram());
    const user = userEvent.setup();
    renderAt(<Purchases />);

    await user.click(await within(await row('Paid Strength')).findByRole('button', changeBilling));
    const dialog = await screen.findByRole('dialog', { name: 'Change billing' });
    expect(within(dialog).getByRole('radio', { name: '$299.00 / Year' })).toBeChecked();
    expect(within(dialog).getByText('Scheduled')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Switch' })).toBeDisabled();
  });

  it('says a refused switch in the modal and keeps it open', async () => {
    serve(paidProgram(), paidProgram(), {
      post: () => ({
        status: 422,
        body: { errors: { price_id: ['This price is no longer sold.'] } },
      }),
    });
    const user = userEvent.setup();
    renderAt(<Purchases />);

    await user.click(await within(await row('Paid Strength')).findByRole('button', changeBilling));
    const dialog = await screen.findByRole('dialog', { name: 'Change billing' });
    await user.click(within(dialog).getByRole('radio', { name: '$299.00 / Year' }));
    await user.click(within(dialog).getByRole('button', { name: 'Switch' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This price is no longer sold.',
    );
    expect(screen.getByRole('dialog', { name: 'Change billing' })).toBeInTheDocument();
  });

  it('says a refused cancel of the switch in its confirmation', async () => {
    serve(paidProgram(pendingYearly), paidProgram(), {
      remove: () => ({ status: 422, body: { errors: { base: ['No switch is pending.'] } } }),
    });
    const user = userEvent.setup();
    renderAt(<Purchases />);

    await user.click(
      await within(await row('Paid Strength')).findByRole('button', {
        name: 'Keep current billing',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Keep current billing' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep current billing' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No switch is pending.');
  });

  it('works from a purchase’s card on a phone, and gives focus back when closed', async () => {
    onPhone();
    serve(paidProgram({ state: 'trialing', label: 'Trial' }), paidProgram());
    const user = userEvent.setup();
    renderAt(<Purchases />);

    const card = within(await screen.findByRole('list', { name: 'Your purchases' })).getByRole(
      'listitem',
      { name: 'Paid Strength' },
    );
    const action = await within(card).findByRole('button', changeBilling);
    await user.click(action);
    const dialog = await screen.findByRole('dialog', { name: 'Change billing' });
    expect(
      within(dialog).getByText('The new price applies from 01 May, 2026, when your trial ends.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(action).toHaveFocus());
  });
});
