import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MeResponse } from '@forma/contract/accounts/users.schemas';
import { businessCoach, client, expiredTrialSubscription, privateCoach } from '../../test/fixtures';
import { mockFetch } from '../../test/mock-fetch';
import { renderRoutes } from '../../test/render';
import { meQueryKey } from '../../lib/session/me';
import { createQueryClient } from '../../lib/query-client';
import { ShellLayout } from './app-shell';

function renderShell(me: MeResponse | null) {
  mockFetch({
    'GET themes': () => ({ body: {} }),
    'GET accounts': () => ({ body: [] }),
    'GET users/warnings': () => ({ body: [] }),
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQueryKey, me);
  return renderRoutes(
    [{ Component: ShellLayout, children: [{ path: '*', element: <p>page</p> }] }],
    { queryClient, path: '/coach/programs/active' },
  );
}

/** The signed-in header is its own chunk: its first load can take a moment while the suite runs. */
const LAZY = { timeout: 5000 };

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));

afterEach(() => vi.unstubAllGlobals());

describe('app header', () => {
  it('shows a visitor Log in and Sign up, and the default Forma logo', async () => {
    renderShell(null);
    expect((await screen.findAllByRole('link', { name: 'Log in' })).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Sign up' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: 'Forma' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('gives a coach on the own profile no notification or chat icons', async () => {
    renderShell(privateCoach());
    await screen.findByRole('button', { name: /account menu/i }, LAZY);
    expect(screen.queryByRole('link', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('names the logo link and the account button by what they show', async () => {
    renderShell(privateCoach());
    const account = await screen.findByRole('button', { name: /account menu/i });
    expect(account).toHaveAccessibleName('Ada Coach Account menu');
    expect(screen.getByRole('link', { name: 'Forma' })).toHaveAttribute('href', '/');
  });

  it('shows a client Programs and Calendar', async () => {
    renderShell(client());
    expect(await mainNavLink('Programs')).toHaveAttribute('href', '/user/my_programs');
    expect(mainNav().getByRole('link', { name: 'Calendar' })).toHaveAttribute(
      'href',
      '/user/calendar',
    );
  });

  it('disables Clients, the inbox and the Programming items except Programs for a blocked business account', async () => {
    renderShell(businessCoach({ current: { subscription: expiredTrialSubscription } }));
    const clients = await mainNavButton('Clients');
    expect(clients).toBeDisabled();
    const inbox = screen
      .getAllByRole('button', { name: 'Chat' })
      .find((element) => element.tagName === 'BUTTON');
    expect(inbox).toBeDisabled();
    await userEvent.click(mainNav().getByRole('button', { name: 'Programming' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Programs' })).not.toHaveAttribute(
      'data-disabled',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Exercises' })).toHaveAttribute(
      'data-disabled',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Resources' })).toHaveAttribute(
      'data-disabled',
    );
  });

  it('enables them for an active business account, with Programming highlighted on a programs page', async () => {
    renderShell(businessCoach());
    expect(await mainNavLink('Clients')).toHaveAttribute('href', '/coach/clients');
    expect(mainNav().getByRole('button', { name: 'Programming' })).toHaveAttribute('data-active');
  });

  it('puts a dot on the mobile menu toggle for unread messages', async () => {
    renderShell(businessCoach({ current: { has_unread_chat_messages: true } }));
    const burger = await screen.findByRole('button', { name: 'Menu' }, LAZY);
    expect(burger.closest('[aria-label="Unread"]')).not.toBeNull();
  });
});

async function mainNavLink(name: string) {
  await screen.findByRole('navigation', { name: 'Main' }, LAZY);
  return mainNav().getByRole('link', { name });
}

async function mainNavButton(name: string) {
  await screen.findByRole('navigation', { name: 'Main' }, LAZY);
  return mainNav().getByRole('button', { name });
}
