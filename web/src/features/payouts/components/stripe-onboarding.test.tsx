import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { payoutsMessages } from '@forma/contract/payouts/payouts.messages';
import { deferred, mockFetch } from '../../../test/mock-fetch';
import { renderRoutes } from '../../../test/render';
import { StripeOnboardingError } from './stripe-onboarding-error';
import { StripeOnboardingRedirect } from './stripe-onboarding-redirect';

afterEach(() => vi.unstubAllGlobals());

const ONBOARDING_URL = 'http://localhost:12111/sandbox/connect/onboarding/acctlink_1';

function openOnboarding(path: string, go = vi.fn()) {
  const view = renderRoutes(
    [
      { path: '/stripe-onboarding', element: <StripeOnboardingRedirect go={go} /> },
      { path: '/stripe-onboarding/error', element: <StripeOnboardingError /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { path },
  );
  return { ...view, go };
}

const at = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('connecting to Stripe', () => {
  it("says it is taking the coach to Stripe, then sends the browser to the server's link", async () => {
    const answer = deferred<{ body: { url: string } }>();
    const { calls } = mockFetch({ 'GET stripe/onboarding_url': () => answer.promise });
    const { go } = openOnboarding('/stripe-onboarding?source=settings');

    expect(screen.getByRole('heading', { name: 'Taking you to Stripe…' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Taking you to Stripe…' })).toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();

    answer.resolve({ body: { url: ONBOARDING_URL } });
    await waitFor(() => expect(go).toHaveBeenCalledWith(ONBOARDING_URL));
    expect(go).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Taking you to Stripe…' })).toBeInTheDocument();
  });

  it('asks for the account type the coach chose and the source they came from', async () => {
    const { fetchMock } = mockFetch({
      'GET stripe/onboarding_url': () => ({ body: { url: ONBOARDING_URL } }),
    });
    const { go } = openOnboarding('/stripe-onboarding?source=signup&account_type=standard');
    await waitFor(() => expect(go).toHaveBeenCalledWith(ONBOARDING_URL));
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input)));
    expect(asked.map((url) => `${url.pathname}${url.search}`)).toEqual([
      '/api/stripe/onboarding_url?source=signup&account_type=standard',
    ]);
  });

  it("goes to the error page with the server's message when the server refuses", async () => {
    const refusal = 'Only the account owner can connect Stripe.';
    mockFetch({
      'GET stripe/onboarding_url': () => ({ status: 422, body: { errors: { base: [refusal] } } }),
    });
    const { router, go } = openOnboarding('/stripe-onboarding?source=settings');

    expect(
      await screen.findByRole('heading', { name: 'We could not connect you to Stripe' }),
    ).toBeInTheDocument();
    expect(at(router)).toBe('/stripe-onboarding/error?source=settings');
    expect(screen.getByRole('alert')).toHaveTextContent(refusal);
    expect(
      screen.getByText(
        'Connecting your Stripe account did not work this time. Nothing was changed.',
      ),
    ).toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
  });

  it('shows a refusal met from the programs as one from settings, keeping the account type', async () => {
    mockFetch({
      'GET stripe/onboarding_url': () => ({
        status: 422,
        body: { errors: { base: [payoutsMessages.notConnected] } },
      }),
    });
    const { router } = openOnboarding('/stripe-onboarding?source=my_plans&account_type=standard');
    await screen.findByRole('heading', { name: 'We could not connect you to Stripe' });
    expect(at(router)).toBe('/stripe-onboarding/error?source=settings&account_type=standard');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/stripe-onboarding?source=settings&account_type=standard',
    );
  });
});

describe('the Stripe onboarding error page', () => {
  it('from settings: try again, or back to the payout settings', () => {
    mockFetch({});
    openOnboarding('/stripe-onboarding/error?source=settings');
    expect(
      screen.getByRole('heading', { name: 'We could not connect you to Stripe' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/stripe-onboarding?source=settings',
    );
    expect(screen.getByRole('link', { name: 'Back to payout settings' })).toHaveAttribute(
      'href',
      '/coach/profile/payouts',
    );
  });

  it('from sign-up: try again, or on to the programs', () => {
    mockFetch({});
    openOnboarding('/stripe-onboarding/error?source=signup');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/stripe-onboarding?source=signup',
    );
    expect(screen.getByRole('link', { name: 'Go to my programs' })).toHaveAttribute(
      'href',
      '/coach/programs',
    );
  });
});
