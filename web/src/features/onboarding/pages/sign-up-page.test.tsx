import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appConfig, mockFetch, settingsData } from '../../../test/mock-fetch';
import { renderRoutes } from '../../../test/render';
import SignUpPage from './sign-up-page';

afterEach(() => vi.unstubAllGlobals());

function open(role: string) {
  mockFetch({
    'GET config': () => ({ body: appConfig }),
    'GET settings': () => ({ body: settingsData }),
  });
  return renderRoutes(
    [
      { path: '/onboarding/sign_up/:role', element: <SignUpPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { path: `/onboarding/sign_up/${role}` },
  );
}

describe('sign-up flow screens', () => {
  it('walks a coach from USER TYPE through SELECT ACCOUNT to the standalone SIGN UP form', async () => {
    const user = userEvent.setup();
    const { router } = open('coaching');
    expect(await screen.findByText('USER TYPE')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^I'm a coach/ }));
    expect(await screen.findByText('SELECT ACCOUNT')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Standalone coach/ }));
    expect(router.state.location.pathname).toBe('/onboarding/sign_up/standalone');
    expect(await screen.findByText('SIGN UP')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Account name/)).toBeInTheDocument();
  });

  it('reads an unknown role as coaching', async () => {
    open('wizard');
    expect(await screen.findByText('USER TYPE')).toBeInTheDocument();
  });

  it('explains to team coaches that they join through the invitation e-mail', async () => {
    const user = userEvent.setup();
    const { router } = open('team');
    expect(await screen.findByText('JOIN A TEAM')).toBeInTheDocument();
    await user.type(
      screen.getByLabelText('Invitation link or token'),
      'http://localhost:3000/onboarding/accept-invitation/abc123',
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(router.state.location.pathname).toBe('/onboarding/accept-invitation/abc123');
  });

  it("offers clients 'Create account or Log in' before the form", async () => {
    const user = userEvent.setup();
    open('client');
    expect(
      await screen.findByRole('heading', { name: 'Create account or Log in' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Account name/)).not.toBeInTheDocument();
  });
});
