import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountItem, privateCoach } from '../../../test/fixtures';
import { storageKeys } from '../../../lib/storage-keys';
import { deferred, mockFetch } from '../../../test/mock-fetch';
import { renderAt } from '../../../test/render';
import MyAccountsPage from './my-accounts-page';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const accounts = [
  accountItem({
    id: 1,
    kind: 'private',
    title: 'Ada Coach',
    full_name: 'Ada Coach',
    current_account: true,
  }),
  accountItem({
    id: 5,
    kind: 'brand',
    title: 'North Brand',
    account_role: 'coach',
    invite_status: 'pending',
  }),
];

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('my accounts', () => {
  it('lists the accounts with the columns of spec 2.12; the private account reads as Coach', async () => {
    mockFetch({ 'GET accounts': () => ({ body: accounts }) });
    renderAt(<MyAccountsPage />);
    await screen.findByText('North Brand');
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Account name',
      'Launch date',
      'Account status',
      'My role',
      'Actions',
    ]);
    expect(within(row('Ada Coach')).getAllByText('Coach').length).toBeGreaterThan(0);
    expect(within(row('North Brand')).getByText('Brand')).toBeInTheDocument();
  });

  it('shows an accepted invitation at once and puts it back to pending when accepting fails', async () => {
    const reply = deferred<{ status: number; body: unknown }>();
    mockFetch({
      'GET accounts': () => ({ body: accounts }),
      'PUT invites/5/accept': () => reply.promise,
    });
    const user = userEvent.setup();
    renderAt(<MyAccountsPage />);
    await user.click(
      await screen.findByRole('button', { name: /Accept invitation to North Brand/ }),
    );

    // Accepted before the server answers: the invitation buttons give way to Go to account.
    expect(
      within(row('North Brand')).queryByRole('button', { name: /Accept/ }),
    ).not.toBeInTheDocument();
    expect(
      within(row('North Brand')).getByRole('button', { name: /Go to account/ }),
    ).toBeInTheDocument();

    reply.resolve({ status: 500, body: { error: 'Boom' } });
    expect(
      await within(row('North Brand')).findByRole('button', { name: /Accept/ }),
    ).toBeInTheDocument();
    expect(within(row('North Brand')).getByRole('button', { name: /Decline/ })).toBeInTheDocument();
  });

  it('removes a declined invitation at once and brings it back when declining fails', async () => {
    const reply = deferred<{ status: number; body: unknown }>();
    mockFetch({
      'GET accounts': () => ({ body: accounts }),
      'PUT invites/5/reject': () => reply.promise,
    });
    const user = userEvent.setup();
    renderAt(<MyAccountsPage />);
    await user.click(
      await screen.findByRole('button', { name: /Decline invitation to North Brand/ }),
    );

    await waitFor(() => expect(screen.queryByText('North Brand')).not.toBeInTheDocument());

    reply.resolve({ status: 500, body: { error: 'Boom' } });
    expect(await screen.findByText('North Brand')).toBeInTheDocument();
    expect(within(row('North Brand')).getByRole('button', { name: /Accept/ })).toBeInTheDocument();
  });

  it('keeps a declined invitation removed when the server agrees', async () => {
    mockFetch({
      'GET accounts': () => ({ body: accounts }),
      'PUT invites/5/reject': () => ({ status: 200, body: null }),
    });
    const user = userEvent.setup();
    renderAt(<MyAccountsPage />);
    await user.click(
      await screen.findByRole('button', { name: /Decline invitation to North Brand/ }),
    );
    await waitFor(() => expect(screen.queryByText('North Brand')).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('North Brand')).not.toBeInTheDocument();
    expect(screen.getByText('Ada Coach', { selector: 'p' })).toBeInTheDocument();
  });

  it('tells a coach whose address is not confirmed why invitations wait, and sends the e-mail again', async () => {
    localStorage.setItem(storageKeys.accessToken, 'token');
    const { calls } = mockFetch({
      'GET users/me': () => ({ body: privateCoach({ private: { confirmed: false } }) }),
      'GET accounts': () => ({ body: accounts.slice(0, 1) }),
      'POST users/confirmation': () => ({
        body: { message: 'We have sent you a new confirmation email.' },
      }),
    });
    const user = userEvent.setup();
    renderAt(<MyAccountsPage />);
    expect(
      await screen.findByText(
        /Invitations sent to your e-mail address show here once you confirm it/,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the confirmation email again' }));
    expect(
      await screen.findByText('We have sent you a new confirmation email.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === 'users/confirmation')).toBe(true);
  });

  it('shows the notice when accepting is refused until the address is confirmed', async () => {
    localStorage.setItem(storageKeys.accessToken, 'token');
    let confirmed = true;
    mockFetch({
      'GET users/me': () => ({ body: privateCoach({ private: { confirmed } }) }),
      'GET accounts': () => ({ body: accounts }),
      'PUT invites/5/accept': () => {
        // Another tab's session or a stale page: the server knows better.
        confirmed = false;
        return {
          status: 422,
          body: {
            errors: { base: ['Please confirm your email address first.'] },
            unconfirmed: true,
          },
        };
      },
    });
    const user = userEvent.setup();
    renderAt(<MyAccountsPage />);
    await user.click(
      await screen.findByRole('button', { name: /Accept invitation to North Brand/ }),
    );
    expect(
      await screen.findByRole('button', { name: 'Send the confirmation email again' }),
    ).toBeInTheDocument();
    expect(within(row('North Brand')).getByRole('button', { name: /Accept/ })).toBeInTheDocument();
  });

  it('shows no notice to a coach whose address is confirmed', async () => {
    localStorage.setItem(storageKeys.accessToken, 'token');
    mockFetch({
      'GET users/me': () => ({ body: privateCoach() }),
      'GET accounts': () => ({ body: accounts }),
    });
    renderAt(<MyAccountsPage />);
    await screen.findByText('North Brand');
    expect(
      screen.queryByRole('button', { name: 'Send the confirmation email again' }),
    ).not.toBeInTheDocument();
  });
});
