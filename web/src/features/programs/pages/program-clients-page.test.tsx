import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../../test/mock-fetch';
import { clientRow, clientsPage, coachPlan } from '../../../test/program-fixtures';
import { onPhone } from '../../../test/phone';
import { renderProgramRoute } from '../components/program-view/test-fixtures';
import ProgramClientsPage from './program-clients-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

const invitee = clientRow({
  id: 31,
  user_id: null,
  full_name: 'new@example.com',
  first_name: null,
  last_name: null,
  email: 'new@example.com',
  can_edit_email: true,
  state: 'init',
  invite_state: 'pending',
  start_date: null,
  status: { label: 'Pending', colour: 'orange' },
  status_kind: 'invite',
  invited_at: Date.UTC(2030, 0, 2) / 1000,
});

describe("the program's clients (2.4)", () => {
  it('on a phone, shows each client as a card with price, status and actions', async () => {
    onPhone();
    mockFetch({
      'GET coach/plans/7': () => ({ body: coachPlan() }),
      'GET coach/plans/7/clients': () => ({ body: clientsPage([clientRow()]) }),
    });
    renderProgramRoute(<ProgramClientsPage />, 'coach_program_view_clients');
    const cards = await screen.findByRole('list', { name: 'Clients' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(within(cards).getByRole('listitem', { name: 'Casey Jordan' }));
    expect(card.getByText('Price')).toBeInTheDocument();
    expect(card.getByText('Free')).toBeInTheDocument();
    expect(card.getByText('Client status')).toBeInTheDocument();
    expect(card.getByText('All Good')).toBeInTheDocument();
    expect(card.getByRole('button', { name: /Actions for Casey Jordan/ })).toBeInTheDocument();
  });

  it('shows the program frame and the active clients with their status and columns', async () => {
    const { calls } = mockFetch({
      'GET coach/plans/7': () => ({ body: coachPlan() }),
      'GET coach/plans/7/clients': () => ({ body: clientsPage([clientRow()]) }),
    });
    renderProgramRoute(<ProgramClientsPage />, 'coach_program_view_clients');
    expect(await screen.findByRole('heading', { name: 'Strength Base' })).toBeInTheDocument();
    expect(screen.getByText('Group Rolling Calendar')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Client's preview" })).toHaveAttribute(
      'href',
      '/p/strength-base',
    );
    const tabs = screen.getByRole('navigation', { name: 'Program sections' });
    expect(within(tabs).getByRole('link', { name: /Clients/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: /Invites/ })).toHaveTextContent('3');

    await screen.findByText('Casey Jordan');
    expect(calls.find((c) => c.path === 'coach/plans/7/clients')).toBeDefined();
    for (const header of [
      'Name',
      'Price',
      'Start date',
      'Currently at',
      'Training programmed to',
      'Client status',
    ]) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const casey = row('Casey Jordan');
    expect(within(casey).getByText('All Good')).toBeInTheDocument();
    expect(within(casey).getByText('06/01/2030')).toBeInTheDocument();
    expect(within(casey).getByText('01/02/2030')).toBeInTheDocument();
  });

  it('reads the list from the route: past clients show their end date and who cancelled', async () => {
    let asked = '';
    mockFetch({
      'GET coach/plans/7': () => ({ body: coachPlan() }),
      'GET coach/plans/7/clients': () => {
        asked = 'past';
        return {
          body: clientsPage([
            clientRow({
              state: 'canceled',
              end_date: '2030-03-01',
              status: { label: 'Cancelled', colour: 'danger' },
              canceled_by_label: 'Cancelled by client',
            }),
          ]),
        };
      },
    });
    const { router } = renderProgramRoute(<ProgramClientsPage />, 'coach_program_view_past');
    await screen.findByText('Cancelled by client');
    expect(asked).toBe('past');
    expect(router.state.location.pathname).toBe('/coach/programs/7/past');
    expect(screen.getByRole('columnheader', { name: 'End date' })).toBeInTheDocument();
    expect(within(row('Casey Jordan')).getByText('01/03/2030')).toBeInTheDocument();
  });

  it('shows an empty state for a tab without clients', async () => {
    mockFetch({
      'GET coach/plans/7': () => ({ body: coachPlan() }),
      'GET coach/plans/7/clients': () => ({ body: clientsPage([]) }),
    });
    renderProgramRoute(<ProgramClientsPage />, 'coach_program_view_in_trials');
    expect(await screen.findByText('No client is in a trial.')).toBeInTheDocument();
  });

  it('resends an invite and edits the invitee’s info from the invites tab', async () => {
    const { calls } = mockFetch({
      'GET coach/plans/7': () => ({ body: coachPlan() }),
      'GET coach/plans/7/clients': () => ({ body: clientsPage([invitee]) }),
      'POST coach/plans/7/clients/31/invite': () => ({ body: invitee }),
      'PATCH coach/plans/7/clients/31': () => ({ body: invitee }),
    });
    const user = userEvent.setup();
    renderProgramRoute(<ProgramClientsPage />, 'coach_program_view_invites');
    await screen.findByRole('columnheader', { name: 'Invited on' });
    expect(screen.getByRole('columnheader', { name: 'Invite Status' })).toBeInTheDocument();
    expect(within(row('new@example.com')).getByText('02/01/2030')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Actions for new@example.com' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Resend program invite' }));
    expect(await screen.findByText('Program invite sent.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/31/invite'))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Actions for new@example.com' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit client info' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit client info' });
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Robin');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Hill');
    const email = within(dialog).getByRole('textbox', { name: 'E-mail' });
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter a valid email address.')).toBeVisible();
    await user.clear(email);
    await user.type(email, 'robin@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({
      client: { first_name: 'Robin', last_name: 'Hill', email: 'robin@example.com' },
    });
  });

  it('cancels a free client only after the confirmation, and removes with the server’s refusal shown', async () => {
    const { calls } = mockFetch({
      'GET coach/plans/7': () => ({ body: coachPlan() }),
      'GET coach/plans/7/clients': () => ({ body: clientsPage([clientRow()]) }),
      'POST coach/plans/7/clients/11/cancel': () => ({ body: clientRow({ state: 'canceled' }) }),
      'DELETE coach/plans/7/clients/11': () => ({
        status: 422,
        body: { errors: { base: ["Cancel the client's subscription before removing them."] } },
      }),
    });
    const user = userEvent.setup();
    renderProgramRoute(<ProgramClientsPage />, 'coach_program_view_clients');
    await user.click(await screen.findByRole('button', { name: 'Actions for Casey Jordan' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cancel program' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel program' });
    expect(calls.some((c) => c.path.endsWith('/cancel'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel program' }));
    expect(await screen.findByText('The program was cancelled for this client.')).toBeVisible();
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/11/cancel'))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Actions for Casey Jordan' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove client' }));
    const remove = await screen.findByRole('dialog', { name: 'Remove client' });
    await user.click(within(remove).getByRole('button', { name: 'Remove client' }));
    expect(
      await screen.findByText("Cancel the client's subscription before removing them."),
    ).toBeVisible();
  });

  it('does not offer cancel or remove for a paid subscription', async () => {
    mockFetch({
      'GET coach/plans/7': () => ({ body: coachPlan({ plan_pricing: 'paid' }) }),
      'GET coach/plans/7/clients': () => ({
        body: clientsPage([clientRow({ is_free: false, price_format: '$20.00' })]),
      }),
    });
    const user = userEvent.setup();
    renderProgramRoute(<ProgramClientsPage />, 'coach_program_view_clients');
    await user.click(await screen.findByRole('button', { name: 'Actions for Casey Jordan' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit client info' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Cancel program' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Remove client' })).toBeNull();
  });

  it('pages through a long list', async () => {
    const pages: string[] = [];
    const { fetchMock } = mockFetch({
      'GET coach/plans/7': () => ({ body: coachPlan() }),
      'GET coach/plans/7/clients': () => ({ body: clientsPage([clientRow()], 3) }),
    });
    const user = userEvent.setup();
    renderProgramRoute(<ProgramClientsPage />, 'coach_program_view_clients');
    await screen.findByText('Casey Jordan');
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => {
      for (const [input] of fetchMock.mock.calls) {
        const url = new URL(String(input));
        if (url.pathname.endsWith('/clients')) pages.push(url.searchParams.get('page') ?? '');
      }
      expect(pages).toContain('2');
    });
  });
});
