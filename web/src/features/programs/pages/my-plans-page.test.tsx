import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../../test/mock-fetch';
import { onPhone } from '../../../test/phone';
import { renderAt } from '../../../test/render';
import { planRow } from '../../../test/program-fixtures';
import MyPlansPage from './my-plans-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const list = {
  items: [
    planRow({ id: 1, title: 'Draft One', status: 'draft', list_status: 'In Draft' }),
    planRow({ id: 2, title: 'Lonely', clients_count: 0, list_status: 'No Clients' }),
    planRow({
      id: 3,
      title: 'Running Out',
      plan_type: 'fixed',
      plan_type_label: 'Fixed Length',
      clients_count: 4,
      list_status: 'Needs Training',
    }),
  ],
  pagination: { page: 1, per_page: 20, total_pages: 1, total_count: 3 },
  counts: { active: 3, attention: 1 },
};

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('programs list', () => {
  it('shows each program with its type, list status and clients, and the tab counts', async () => {
    mockFetch({ 'GET coach/plans': () => ({ body: list }) });
    renderAt(<MyPlansPage />);
    await screen.findByText('Draft One');
    expect(within(row('Draft One')).getByText('In Draft')).toBeInTheDocument();
    expect(within(row('Lonely')).getByText('No Clients')).toBeInTheDocument();
    expect(within(row('Running Out')).getByText('Needs Training')).toBeInTheDocument();
    expect(within(row('Running Out')).getByText('Fixed Length')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Price' })).toBeInTheDocument();
    expect(within(row('Running Out')).getByText('4')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Needs attention/ })).toHaveTextContent('1');
  });

  it('on a phone, shows each program as a card with its price, status and actions', async () => {
    onPhone();
    mockFetch({ 'GET coach/plans': () => ({ body: list }) });
    renderAt(<MyPlansPage />);
    const cards = await screen.findByRole('list', { name: 'Programs' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(within(cards).getByRole('listitem', { name: 'Running Out' }));
    expect(card.getByRole('link', { name: 'Running Out' })).toBeInTheDocument();
    expect(card.getByText('Price')).toBeInTheDocument();
    expect(card.getByText('Free')).toBeInTheDocument();
    expect(card.getByText('Needs Training')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Actions for Running Out' })).toBeInTheDocument();
  });

  it('deletes a program only after the confirmation', async () => {
    const { calls } = mockFetch({
      'GET coach/plans': () => ({ body: list }),
      'DELETE coach/plans/2': () => ({ status: 204 }),
    });
    const user = userEvent.setup();
    renderAt(<MyPlansPage />);
    await user.click(await screen.findByRole('button', { name: 'Actions for Lonely' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'DELETE' && call.path === 'coach/plans/2')).toBe(
        true,
      ),
    );
  });

  it('archives from the row menu', async () => {
    const { calls } = mockFetch({
      'GET coach/plans': () => ({ body: list }),
      'PUT coach/plans/3/archive': () => ({ body: {} }),
    });
    const user = userEvent.setup();
    renderAt(<MyPlansPage />);
    await user.click(await screen.findByRole('button', { name: 'Actions for Running Out' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === 'coach/plans/3/archive')).toBe(true),
    );
  });

  it('offers block new downloads for a fixed program and make available once blocked', async () => {
    const blocked = {
      ...list,
      items: [
        planRow({ id: 2, title: 'Lonely', blocked_subscriptions: true }),
        planRow({ id: 3, title: 'Running Out', plan_type: 'fixed' }),
      ],
    };
    const { calls } = mockFetch({
      'GET coach/plans': () => ({ body: blocked }),
      'PUT coach/plans/3/block_downloads': () => ({ body: {} }),
      'PUT coach/plans/2/make_available': () => ({ body: {} }),
    });
    const user = userEvent.setup();
    renderAt(<MyPlansPage />);
    await user.click(await screen.findByRole('button', { name: 'Actions for Running Out' }));
    expect(screen.queryByRole('menuitem', { name: 'Block new subscriptions' })).toBeNull();
    await user.click(await screen.findByRole('menuitem', { name: 'Block new downloads' }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === 'coach/plans/3/block_downloads')).toBe(true),
    );
    expect(within(row('Lonely')).getByText('Blocked for new clients')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions for Lonely' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Make available' }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === 'coach/plans/2/make_available')).toBe(true),
    );
  });

  it('copies a program to another of the coach accounts', async () => {
    const account = (id: number, title: string, current: boolean) => ({
      id,
      title,
      full_name: 'Coach',
      kind: 'gym',
      clients_count: 0,
      trial_status: null,
      launch_date: null,
      account_status: 'Active',
      account_role: 'owner',
      current_account: current,
      invite_status: 'accepted',
      has_new_notifications: false,
      has_unread_chat_messages: false,
      subscription: null,
    });
    const { calls } = mockFetch({
      'GET coach/plans': () => ({ body: list }),
      'GET accounts': () => ({
        body: [account(7, 'Main Gym', true), account(8, 'Side Brand', false)],
      }),
      'POST coach/plans/2/copy': () => ({ status: 201, body: { id: 99, account_id: 8 } }),
    });
    const user = userEvent.setup();
    renderAt(<MyPlansPage />);
    await user.click(await screen.findByRole('button', { name: 'Actions for Lonely' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Copy to…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy to another account' });
    await user.click(await within(dialog).findByPlaceholderText('Choose an account'));
    expect(screen.queryByRole('option', { name: 'Main Gym' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Side Brand' }));
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    await waitFor(() => {
      const copy = calls.find((call) => call.path === 'coach/plans/2/copy');
      expect(copy?.body).toEqual({ account_id: 8 });
    });
    expect(
      await screen.findByText('Lonely was copied to Side Brand as a draft.'),
    ).toBeInTheDocument();
  });

  it("opens 'Choose a program type' from the address and starts the form with the chosen type", async () => {
    mockFetch({ 'GET coach/plans': () => ({ body: list }) });
    const user = userEvent.setup();
    const { router } = renderAt(
      <MyPlansPage />,
      '/coach/programs/active?choose_program_type=true',
      [{ path: '/coach/programs/create/main', element: <p>Program form</p> }],
    );
    const dialog = await screen.findByRole('dialog', { name: 'Choose a program type' });
    for (const label of ['Group Rolling Calendar', '1-2-1', 'Session 1, Day 1', 'Fixed Length'])
      expect(within(dialog).getByRole('link', { name: new RegExp(label) })).toBeInTheDocument();
    expect(within(dialog).getByText(/all the content at once/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('link', { name: /Fixed Length/ }));
    expect(await screen.findByText('Program form')).toBeInTheDocument();
    const { pathname, search } = router.state.location;
    expect(`${pathname}${search}`).toBe('/coach/programs/create/main?plan_type=fixed');
  });

  it('removes choose_program_type from the address when the modal is closed', async () => {
    mockFetch({ 'GET coach/plans': () => ({ body: list }) });
    const user = userEvent.setup();
    const { router } = renderAt(<MyPlansPage />, '/coach/programs/active?choose_program_type=true');
    await screen.findByRole('dialog', { name: 'Choose a program type' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Choose a program type' })).toBeNull(),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows no type modal without the query', async () => {
    mockFetch({ 'GET coach/plans': () => ({ body: list }) });
    renderAt(<MyPlansPage />, '/coach/programs/active');
    await screen.findByText('Draft One');
    expect(screen.queryByRole('dialog', { name: 'Choose a program type' })).toBeNull();
  });
});
