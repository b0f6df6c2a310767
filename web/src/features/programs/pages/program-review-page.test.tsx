import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { priceMessages, programMessages } from '@forma/contract/programs/programs.messages';
import { createQueryClient } from '../../../lib/query-client';
import { businessCoach } from '../../../test/fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { renderRoutes } from '../../../test/render';
import { editorPlan, noInvites } from '../components/program-steps/coach-plan-fixture';
import { priceOption } from '../../../test/program-fixtures';
import { meQueryKey } from '../../../lib/session/me';
import ProgramReviewPage from './program-review-page';

afterEach(() => vi.unstubAllGlobals());

const renderReview = (queryClient = createQueryClient()) =>
  renderRoutes(
    [
      { path: '/coach/programs/create/review/:plan_id', element: <ProgramReviewPage /> },
      { path: '/coach/programs/active', element: <p>Programs list</p> },
    ],
    { path: '/coach/programs/create/review/7', queryClient },
  );

describe('Review & Publish', () => {
  it('summarises what clients will see with an Edit link per part', async () => {
    mockFetch({
      'GET coach/plans/7': () => ({
        body: editorPlan({
          plan_pricing: 'paid',
          trial_days: 7,
          price_options: [priceOption(), priceOption({ id: 12, archived: true, period: 'yearly' })],
          tracks: [
            { id: 1, name: 'Strength', archived: false, position: 0 },
            { id: 2, name: 'Old', archived: true, position: 1 },
          ],
        }),
      }),
      'GET coach/plans/7/clients': () => ({ body: noInvites }),
    });
    renderReview();
    const info = await screen.findByRole('region', { name: 'Program' });
    expect(within(info).getByText('Strength Base')).toBeInTheDocument();
    expect(within(info).getByText('Group Rolling Calendar')).toBeInTheDocument();
    expect(within(info).getByText('strong').tagName).toBe('STRONG');
    const pricing = screen.getByRole('region', { name: 'Pricing' });
    expect(within(pricing).getByText('$29.99 · Month')).toBeInTheDocument();
    expect(within(pricing).queryByText(/Year/)).not.toBeInTheDocument();
    expect(within(pricing).getByText('7 days')).toBeInTheDocument();
    const access = screen.getByRole('region', { name: 'Visibility & access' });
    expect(within(access).getByText('On')).toBeInTheDocument();
    expect(within(access).getByText('Strength')).toBeInTheDocument();
    expect(
      within(access).getByRole('link', { name: 'http://localhost:3000/p/strength-base' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Pricing' })).toHaveAttribute(
      'href',
      '/coach/programs/edit/7/main',
    );
    expect(screen.getByRole('link', { name: 'Edit Sign up clients' })).toHaveAttribute(
      'href',
      '/coach/programs/edit/7/sign-up-clients',
    );
  });

  it('publishes and goes to the programs list with a notice', async () => {
    const { calls } = mockFetch({
      'GET coach/plans/7': () => ({ body: editorPlan() }),
      'GET coach/plans/7/clients': () => ({ body: noInvites }),
      'POST coach/plans/7/publish': () => ({ body: editorPlan({ status: 'published' }) }),
    });
    const user = userEvent.setup();
    renderReview();
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Programs list')).toBeInTheDocument();
    expect(await screen.findByText('Program published.')).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'coach/plans/7/publish')).toBe(true);
  });

  it("shows the server's refusal for a team coach and keeps the draft offered", async () => {
    mockFetch({
      'GET coach/plans/7': () => ({ body: editorPlan() }),
      'GET coach/plans/7/clients': () => ({ body: noInvites }),
      'POST coach/plans/7/publish': () => ({
        status: 422,
        body: { errors: { base: [programMessages.teamOwnerPayouts] } },
      }),
    });
    const user = userEvent.setup();
    renderReview();
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(programMessages.teamOwnerPayouts)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Programs list')).toBeInTheDocument();
  });
  it('offers the way to connect beside the refusal of a paid program without Stripe', async () => {
    mockFetch({
      'GET coach/plans/7': () => ({
        body: editorPlan({ plan_pricing: 'paid', price_options: [priceOption()] }),
      }),
      'GET coach/plans/7/clients': () => ({ body: noInvites }),
      'POST coach/plans/7/publish': () => ({
        status: 422,
        body: { errors: { plan_pricing: [priceMessages.connect] } },
      }),
    });
    const user = userEvent.setup();
    const queryClient = createQueryClient();
    queryClient.setQueryData(meQueryKey, businessCoach());
    renderReview(queryClient);
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const refusal = (await screen.findByText(priceMessages.connect)).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(
      within(refusal).getByRole('link', { name: 'Connect to Stripe (opens in a new tab)' }),
    ).toHaveAttribute('href', '/stripe-onboarding?source=my_plans');
  });
});
