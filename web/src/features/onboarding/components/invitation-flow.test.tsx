import { afterEach, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { InvitationInfo } from '@forma/contract/accounts/accounts.schemas';
import { appConfig, mockFetch, settingsData } from '../../../test/mock-fetch';
import { renderRoutes } from '../../../test/render';
import AthleteInvitationPage from '../pages/athlete-invitation-page';

afterEach(() => vi.unstubAllGlobals());

function open(info: Partial<InvitationInfo>) {
  mockFetch({
    'GET config': () => ({ body: appConfig }),
    'GET settings': () => ({ body: settingsData }),
    'GET invitations/tok123': () => ({
      body: {
        token: 'tok123',
        title: 'Maya Stone',
        kind: 'athlete',
        email: 'sam@example.com',
        account_id: 4,
        registered: false,
        status: 'pending',
        plan: { id: 9, title: 'Strong in 12 Weeks', custom_url: null },
        ...info,
      } satisfies InvitationInfo,
    }),
  });
  renderRoutes(
    [{ path: '/onboarding/athlete-invitation/:token', element: <AthleteInvitationPage /> }],
    { path: '/onboarding/athlete-invitation/tok123' },
  );
}

it('names the program a client is invited to, and who invites them', async () => {
  open({});
  expect(
    await screen.findByRole('heading', { name: "Join 'Strong in 12 Weeks'" }),
  ).toBeInTheDocument();
  expect(
    screen.getByText(
      "Maya Stone has invited you to the program 'Strong in 12 Weeks'. Create your account to accept.",
    ),
  ).toBeInTheDocument();
});

it('asks a registered client to log in to join the named program', async () => {
  open({ registered: true });
  expect(
    await screen.findByText(
      "Maya Stone has invited you to the program 'Strong in 12 Weeks'. Log in as sam@example.com to accept.",
    ),
  ).toBeInTheDocument();
});
