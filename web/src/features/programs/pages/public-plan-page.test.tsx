import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { client } from '../../../test/fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { renderRoutes } from '../../../test/render';
import { storageKeys } from '../../../lib/storage-keys';
import { publicPlan } from '../test-fixtures';
import PublicPlanPage from './public-plan-page';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const render = () =>
  renderRoutes(
    [
      { path: '/p/:plan_id', element: <PublicPlanPage /> },
      { path: '/onboarding/sign_up/:role', element: <p>Sign up page</p> },
      { path: '/user/my_programs/active', element: <p>My programs page</p> },
    ],
    { path: '/p/free-strength' },
  );

describe('public program page', () => {
  it('signed out: Get for Free stores the program and goes to client sign-up', async () => {
    mockFetch({ 'GET plans/free-strength/public': () => ({ body: publicPlan() }) });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Get for Free' }));
    expect(await screen.findByText('Sign up page')).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.getFreeProgramId)).toBe('7');
  });

  it('coach viewing: the buttons are disabled and the alert shows', async () => {
    mockFetch({
      'GET plans/free-strength/public': () => ({
        body: publicPlan({
          viewer: 'coach',
          alerts: [
            {
              kind: 'coach_viewing',
              messages: ['Login using a client account to access this program.'],
            },
          ],
        }),
      }),
    });
    render();
    expect(await screen.findByRole('button', { name: 'Get for Free' })).toBeDisabled();
    expect(
      screen.getByText('Login using a client account to access this program.'),
    ).toBeInTheDocument();
  });

  it('client: accepts the waiver, gets the program and sees What Happens Next', async () => {
    localStorage.setItem(storageKeys.accessToken, 'token');
    const waiver = {
      show: true,
      text: '<p>Train safely.</p>',
      accepted_text: null,
      attachments: [],
      full_name: null,
      created_at: null,
    };
    const { calls } = mockFetch({
      'GET users/me': () => ({ body: client() }),
      'GET plans/free-strength/public': () => ({
        body: publicPlan({ viewer: 'client', plan_waiver: waiver }),
      }),
      'POST plans/7/waiver/accept': () => ({
        body: publicPlan({ viewer: 'client', plan_waiver: { ...waiver, accepted_text: 'ok' } }),
      }),
      'POST stripe/plan/7/buy': () => ({
        body: {
          ...publicPlan({ viewer: 'client', is_bought: true }),
          notice: 'Program successfully added',
        },
      }),
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Get for Free' }));
    const accept = await screen.findByRole('button', { name: 'Accept' });
    expect(accept).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Confirmed as read and accepted' }));
    await user.click(accept);
    expect(await screen.findByText('What Happens Next')).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(
      expect.arrayContaining(['POST plans/7/waiver/accept', 'POST stripe/plan/7/buy']),
    );
    await user.click(screen.getByRole('button', { name: 'Go to My programs' }));
    await waitFor(() => expect(screen.getByText('My programs page')).toBeInTheDocument());
  });
});
