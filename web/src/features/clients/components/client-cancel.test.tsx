import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProgramClientRow } from '@forma/contract/clients/clients.schemas';
import { mockFetch, type MockCall } from '../../../test/mock-fetch';
import { onPhone } from '../../../test/phone';
import { clientRow, clientsPage, coachPlan } from '../../../test/program-fixtures';
import { renderAt } from '../../../test/render';
import { ProgramClientsList } from './program-clients-list';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CANCEL = 'POST coach/plans/7/clients/11/cancel';

const payment = (extra: Partial<NonNullable<ProgramClientRow['last_payment']>> = {}) => ({
  id: 5,
  amount: 4900,
  currency: 'USD',
  amount_format: '$49.00',
  paid_at: '2030-01-06T09:30:00Z',
  refunded_amount: 0,
  refundable: 4900,
  ...extra,
});

const paidRow = (extra: Partial<ProgramClientRow> = {}) =>
  clientRow({
    is_free: false,
    price_format: '$49.00 / month',
    duration: 'monthly',
    last_payment: payment(),
    cancel_choices: ['now', 'period_end'],
    ...extra,
  });

function serve(
  first: ProgramClientRow,
  cancel: (call: MockCall) => { status?: number; body?: unknown } = () => ({
    body: paidRow({ state: 'canceled', status: { label: 'Canceled', colour: 'danger' } }),
  }),
) {
  let row = first;
  return mockFetch({
    'GET coach/plans/7/clients': () => ({ body: clientsPage([row]) }),
    [CANCEL]: (call) => {
      const reply = cancel(call);
      if (!reply.status) row = reply.body as ProgramClientRow;
      return reply;
    },
  });
}

async function openCancel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Actions for Casey Jordan' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Cancel program' }));
  return within(await screen.findByRole('dialog', { name: 'Cancel program' }));
}

const sent = (calls: MockCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.path.endsWith('/11/cancel'));

describe('the coach cancels a paid client', () => {
  it('cancels at the end of the billing cycle, with no refund offered, and says so', async () => {
    const { calls } = serve(paidRow(), () => ({
      body: paidRow({ state: 'canceledEOB', cancel_choices: ['now'] }),
    }));
    const user = userEvent.setup();
    renderAt(<ProgramClientsList plan={coachPlan({ plan_pricing: 'paid' })} list="active" />);
    const dialog = await openCancel(user);

    const when = dialog.getByRole('radiogroup', { name: 'When' });
    expect(within(when).getByRole('radio', { name: /Cancel immediately/ })).toBeChecked();
    expect(dialog.getByRole('radiogroup', { name: 'Refund the last payment' })).toBeVisible();
    await user.click(
      within(when).getByRole('radio', { name: /Cancel at the end of the billing cycle/ }),
    );
    expect(dialog.queryByRole('radiogroup', { name: 'Refund the last payment' })).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Cancel program' }));

    expect(
      await screen.findByText('The subscription will end at the end of its billing cycle.'),
    ).toBeVisible();
    expect(sent(calls).map((call) => call.body)).toEqual([{ when: 'period_end' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('cancels immediately without a refund, and the row shows what the server answered', async () => {
    const { calls } = serve(paidRow());
    const user = userEvent.setup();
    renderAt(<ProgramClientsList plan={coachPlan({ plan_pricing: 'paid' })} list="active" />);
    expect(await screen.findByText('All Good')).toBeVisible();
    const dialog = await openCancel(user);

    expect(dialog.getByRole('radio', { name: 'None' })).toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Cancel program' }));

    expect(await screen.findByText('The program was cancelled for this client.')).toBeVisible();
    expect(sent(calls).map((call) => call.body)).toEqual([{ when: 'now' }]);
    expect(await screen.findByText('Canceled')).toBeVisible();
  });

  it('refunds the last payment in full: the refundable amount in minor units', async () => {
    const { calls } = serve(paidRow());
    const user = userEvent.setup();
    renderAt(<ProgramClientsList plan={coachPlan({ plan_pricing: 'paid' })} list="active" />);
    const dialog = await openCancel(user);

    await user.click(dialog.getByRole('radio', { name: 'Full ($49.00)' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel program' }));

    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    expect(sent(calls)[0]!.body).toEqual({ when: 'now', refund_amount: 4900 });
  });

  it('refunds part of it: two decimals in the payment’s currency, at most the refundable', async () => {
    const { calls } = serve(paidRow());
    const user = userEvent.setup();
    renderAt(<ProgramClientsList plan={coachPlan({ plan_pricing: 'paid' })} list="active" />);
    const dialog = await openCancel(user);

    await user.click(dialog.getByRole('radio', { name: 'Partial' }));
    const amount = dialog.getByRole('textbox', { name: 'Refund amount' });
    expect(dialog.getByText('At most $49.00.')).toBeVisible();
    await user.type(amount, '49.01');
    await user.click(dialog.getByRole('button', { name: 'Cancel program' }));
    expect(await dialog.findByText('Enter an amount between 0.01 and $49.00.')).toBeVisible();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(sent(calls)).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '12.5');
    expect(amount).toHaveValue('12.5');
    await user.click(dialog.getByRole('button', { name: 'Cancel program' }));

    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    expect(sent(calls)[0]!.body).toEqual({ when: 'now', refund_amount: 1250 });
  });

  it('writes a partial refund in the payment’s own currency: yen have no decimals', async () => {
    const yen = payment({
      amount: 5000,
      currency: 'JPY',
      amount_format: '¥5,000',
      refundable: 5000,
    });
    const { calls } = serve(paidRow({ price_format: '¥5,000 / month', last_payment: yen }));
    const user = userEvent.setup();
    renderAt(<ProgramClientsList plan={coachPlan({ plan_pricing: 'paid' })} list="active" />);
    const dialog = await openCancel(user);

    await user.click(dialog.getByRole('radio', { name: 'Partial' }));
    expect(dialog.getByText('At most ¥5,000.')).toBeVisible();
    expect(dialog.getByText('¥')).toBeVisible();
    await user.type(dialog.getByRole('textbox', { name: 'Refund amount' }), '1200');
    await user.click(dialog.getByRole('button', { name: 'Cancel program' }));

    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    expect(sent(calls)[0]!.body).toEqual({ when: 'now', refund_amount: 1200 });
  });

  it('asks for an amount when a partial refund is left empty', async () => {
    const { calls } = serve(paidRow());
    const user = userEvent.setup();
    renderAt(<ProgramClientsList plan={coachPlan({ plan_pricing: 'paid' })} list="active" />);
    const dialog = await openCancel(user);

    await user.click(dialog.getByRole('radio', { name: 'Partial' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel program' }));
    expect(await dialog.findByText('Enter an amount between 0.01 and $49.00.')).toBeVisible();
    expect(sent(calls)).toHaveLength(0);
  });

  it("shows the server's refusal in the modal and keeps it open", async () => {
    serve(paidRow(), () => ({
      status: 422,
      body: { errors: { refund_amount: ['This payment has already been refunded.'] } },
    }));
    const user = userEvent.setup();
    renderAt(<ProgramClientsList plan={coachPlan({ plan_pricing: 'paid' })} list="active" />);
    const dialog = await openCancel(user);

    await user.click(dialog.getByRole('radio', { name: 'Full ($49.00)' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel program' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'This payment has already been refunded.',
    );
    expect(screen.getByRole('dialog', { name: 'Cancel program' })).toBeInTheDocument();
  });

  it('offers only an immediate cancel, and no refund, when that is all there is', async () => {
    const { calls } = serve(
      paidRow({
        state: 'canceledEOB',
        cancel_choices: ['now'],
        last_payment: payment({ refunded_amount: 4900, refundable: 0 }),
      }),
    );
    const user = userEvent.setup();
    renderAt(<ProgramClientsList plan={coachPlan({ plan_pricing: 'paid' })} list="active" />);
    const dialog = await openCancel(user);

    expect(dialog.queryByRole('radiogroup')).toBeNull();
    expect(dialog.getByText('Access ceases from tomorrow.')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Cancel program' }));
    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    expect(sent(calls)[0]!.body).toEqual({ when: 'now' });
  });

  it('offers no cancel for a paid client the server gives no choice for', async () => {
    serve(paidRow({ cancel_choices: [] }));
    const user = userEvent.setup();
    renderAt(<ProgramClientsList plan={coachPlan({ plan_pricing: 'paid' })} list="active" />);
    await user.click(await screen.findByRole('button', { name: 'Actions for Casey Jordan' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit client info' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Cancel program' })).toBeNull();
  });
});

describe("a client's last payment", () => {
  it('shows the price, the last payment with its day and what was refunded', async () => {
    serve(paidRow({ last_payment: payment({ refunded_amount: 1250, refundable: 0 }) }));
    renderAt(<ProgramClientsList plan={coachPlan({ plan_pricing: 'paid' })} list="active" />);

    const table = await screen.findByRole('table');
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('$49.00 / month')).toBeVisible();
    expect(within(row).getByText('Last payment $49.00 on 06/01/2030')).toBeVisible();
    expect(within(row).getByText('Refunded $12.50')).toBeVisible();
  });

  it('shows them on the client’s card on a phone, and nothing for a client who never paid', async () => {
    onPhone();
    mockFetch({
      'GET coach/plans/7/clients': () => ({
        body: clientsPage([
          paidRow(),
          clientRow({ id: 12, full_name: 'Robin Hill', email: 'robin@example.com' }),
        ]),
      }),
    });
    renderAt(<ProgramClientsList plan={coachPlan({ plan_pricing: 'paid' })} list="active" />);

    expect(await screen.findByText('Last payment $49.00 on 06/01/2030')).toBeVisible();
    expect(screen.queryByText(/Refunded/)).toBeNull();
    expect(screen.getAllByText(/Last payment/)).toHaveLength(1);
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('the coach cancels a free client', () => {
  it("keeps the simple confirmation, sends no choice and shows the server's refusal in it", async () => {
    const { calls } = serve(clientRow(), () => ({
      status: 422,
      body: { errors: { base: ['This membership has already ended.'] } },
    }));
    const user = userEvent.setup();
    renderAt(<ProgramClientsList plan={coachPlan()} list="active" />);
    const dialog = await openCancel(user);

    expect(dialog.queryByRole('radiogroup')).toBeNull();
    expect(
      dialog.getByText(
        'Cancel this free program for Casey Jordan? It ends today and their access stops from tomorrow.',
      ),
    ).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Cancel program' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'This membership has already ended.',
    );
    expect(sent(calls).map((call) => call.body)).toEqual([null]);
  });
});
