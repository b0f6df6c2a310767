import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProgramClientRow } from '@forma/contract/clients/clients.schemas';
import type { CoachPlan } from '@forma/contract/programs/programs.schemas';
import { mockFetch, type MockCall } from '../../../test/mock-fetch';
import { clientRow, clientsPage, coachPlan } from '../../../test/program-fixtures';
import { renderAt } from '../../../test/render';
import { ProgramClientsList } from './program-clients-list';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CLIENTS = 'GET coach/plans/7/clients';
const RESCHEDULE = 'PUT coach/plans/7/clients/11/reschedule';
const fixed = (extra: Partial<CoachPlan> = {}) =>
  coachPlan({ plan_type: 'fixed', length_weeks: 4, ...extra });

function serve(
  first: ProgramClientRow,
  reschedule: (call: MockCall) => { status?: number; body?: unknown } = () => ({ body: first }),
) {
  let row = first;
  return mockFetch({
    [CLIENTS]: () => ({ body: clientsPage([row]) }),
    [RESCHEDULE]: (call) => {
      const reply = reschedule(call);
      if (!reply.status) row = reply.body as ProgramClientRow;
      return reply;
    },
  });
}

async function openReschedule(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Actions for Casey Jordan' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Reschedule' }));
  return within(await screen.findByRole('dialog', { name: 'Reschedule Casey Jordan' }));
}

describe('the program clients list and the coach review', () => {
  it("shows each client's last logged day and links their name to that day on their calendar", async () => {
    // Logged on 15 January; a reschedule since put that day on 6 January of their calendar.
    serve(
      clientRow({
        last_logged_on: '2030-01-15',
        last_logged_day: { day_id: 31, date: '2030-01-06' },
      }),
    );
    renderAt(<ProgramClientsList plan={coachPlan()} list="active" />);

    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Last logged' })).toBeInTheDocument();
    expect(within(table).getByText('15/01/2030')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Casey Jordan' })).toHaveAttribute(
      'href',
      '/coach/athlete/21/calendar?year=2030&month=1&day=6&schedule_id=31',
    );
  });

  it('shows a dash for a client who never logged, and no reschedule on a calendar program', async () => {
    serve(clientRow());
    const user = userEvent.setup();
    renderAt(<ProgramClientsList plan={coachPlan()} list="active" />);
    const table = await screen.findByRole('table');
    const row = within(table).getAllByRole('row')[1]!;
    const cells = within(row).getAllByRole('cell');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((each) => each.textContent);
    expect(cells[headers.indexOf('Last logged')]).toHaveTextContent('—');
    expect(within(table).getByRole('link', { name: 'Casey Jordan' })).toHaveAttribute(
      'href',
      '/coach/athlete/21/calendar',
    );

    await user.click(screen.getByRole('button', { name: 'Actions for Casey Jordan' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit client info' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Reschedule' })).not.toBeInTheDocument();
  });

  it("keeps the week within a Fixed Length program's weeks and the day within 1 to 7", async () => {
    const { calls } = serve(clientRow({ currently_at: 'Week 2, Day 4' }));
    const user = userEvent.setup();
    renderAt(<ProgramClientsList plan={fixed()} list="active" />);
    const dialog = await openReschedule(user);

    const week = dialog.getByRole('textbox', { name: 'Week' });
    const day = dialog.getByRole('textbox', { name: 'Day' });
    expect(week).toHaveValue('2');
    expect(day).toHaveValue('4');
    await user.clear(week);
    await user.type(week, '5');
    await user.clear(day);
    await user.type(day, '8');
    await user.click(dialog.getByRole('button', { name: 'Reschedule' }));

    expect(await dialog.findByText('Please enter a value between 1 and 4')).toBeInTheDocument();
    expect(dialog.getByText('Please enter a value between 1 and 7')).toBeInTheDocument();
    expect(week).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('reschedules the client, says so and shows the row as the server has it now', async () => {
    const { calls } = serve(clientRow({ currently_at: 'Week 2, Day 4' }), () => ({
      body: clientRow({ currently_at: 'Week 3, Day 1' }),
    }));
    const user = userEvent.setup();
    renderAt(<ProgramClientsList plan={fixed()} list="active" />);
    expect(await screen.findByText('Week 2, Day 4')).toBeInTheDocument();
    const dialog = await openReschedule(user);

    const week = dialog.getByRole('textbox', { name: 'Week' });
    await user.clear(week);
    await user.type(week, '3');
    const day = dialog.getByRole('textbox', { name: 'Day' });
    await user.clear(day);
    await user.type(day, '1');
    await user.click(dialog.getByRole('button', { name: 'Reschedule' }));

    expect(await screen.findByText('Casey Jordan is now at Week 3, Day 1.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ week: 3, day: 1 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Week 3, Day 1')).toBeInTheDocument();
  });

  it("shows the server's refusal under the field it names (Session 1 Day 1: up to a year here)", async () => {
    serve(clientRow(), () => ({
      status: 422,
      body: { errors: { week: ['Please enter a value between 1 and 6'] } },
    }));
    const user = userEvent.setup();
    renderAt(<ProgramClientsList plan={coachPlan({ plan_type: 'membership' })} list="active" />);
    const dialog = await openReschedule(user);

    const week = dialog.getByRole('textbox', { name: 'Week' });
    await user.clear(week);
    await user.type(week, '53');
    await user.click(dialog.getByRole('button', { name: 'Reschedule' }));
    expect(await dialog.findByText('Please enter a value between 1 and 52')).toBeInTheDocument();

    await user.clear(week);
    await user.type(week, '9');
    await user.click(dialog.getByRole('button', { name: 'Reschedule' }));
    expect(await dialog.findByText('Please enter a value between 1 and 6')).toBeInTheDocument();
    expect(week).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Reschedule Casey Jordan' })).toBeInTheDocument();
  });
});
