import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MeResponse } from '@forma/contract/accounts/users.schemas';
import { priceMessages } from '@forma/contract/programs/programs.messages';
import { createQueryClient } from '../../../lib/query-client';
import { businessCoach } from '../../../test/fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { connectedMe } from '../../../test/payout-fixtures';
import { findNotice } from '../../../test/notices';
import { renderAt, renderRoutes } from '../../../test/render';
import { editorPlan } from '../components/program-steps/coach-plan-fixture';
import { meQueryKey } from '../../../lib/session/me';
import ProgramEditPage from './program-edit-page';

afterEach(() => vi.unstubAllGlobals());

/** The program form: a refusal shows there, and in a notification too. */
const form = () => within(document.querySelector('form')!);

describe('new program', () => {
  it('shows the title error without calling the server', async () => {
    const { calls } = mockFetch({});
    const user = userEvent.setup();
    renderAt(<ProgramEditPage />);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await form().findByText('Title is required.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Title/ })).toHaveFocus());
    expect((await findNotice()).getByText('Title is required.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('creates a free draft of the chosen type and shows server field errors', async () => {
    const { calls } = mockFetch({
      'POST coach/plans': () => ({
        status: 422,
        body: {
          errors: { custom_url: ['This URL has been already taken. Please try another one.'] },
        },
      }),
    });
    const user = userEvent.setup();
    renderAt(<ProgramEditPage />);
    await user.click(screen.getByRole('radio', { name: 'Fixed Length' }));
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Summer Shred');
    await user.type(screen.getByRole('textbox', { name: 'Custom URL' }), 'summer-shred');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const taken = 'This URL has been already taken. Please try another one.';
    expect(await form().findByText(taken)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Custom URL' })).toHaveFocus());
    expect((await findNotice()).getByText(taken)).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(1));
    const body = calls[0]!.body as { plan: Record<string, unknown> };
    expect(body.plan).toMatchObject({
      plan_type: 'fixed',
      title: 'Summer Shred',
      plan_pricing: 'free',
      custom_url: 'summer-shred',
    });
  });
});

describe('client training visibility', () => {
  it('asks for the days when Unlimited is off instead of saving unlimited', async () => {
    const { calls } = mockFetch({});
    const user = userEvent.setup();
    renderAt(<ProgramEditPage />);
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Rolling');
    await user.click(screen.getByRole('switch', { name: 'Unlimited' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await form().findByText('Please enter a valid value.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('switch', { name: 'Unlimited' }));
    expect(form().queryByText('Please enter a valid value.')).toBeNull();
  });
});

describe('new program of a type chosen in the address', () => {
  it('preselects the plan_type of the query', () => {
    mockFetch({});
    renderAt(<ProgramEditPage />, '/coach/programs/create/main?plan_type=membership');
    expect(screen.getByRole('radio', { name: 'Session 1, Day 1' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Group Rolling Calendar' })).not.toBeChecked();
  });

  it('ignores an unknown plan_type', () => {
    mockFetch({});
    renderAt(<ProgramEditPage />, '/coach/programs/create/main?plan_type=bespoke');
    expect(screen.getByRole('radio', { name: 'Group Rolling Calendar' })).toBeChecked();
  });
});

describe('new paid program', () => {
  it("sends a connected coach's price options in minor units with the create body and continues to sign-up", async () => {
    const { calls } = mockFetch({
      'POST coach/plans': () => ({ status: 201, body: editorPlan({ id: 9 }) }),
    });
    const user = userEvent.setup();
    renderNewProgramAs(businessCoach({ current: connectedMe() }));
    const steps = screen.getByRole('navigation', { name: 'Program steps' });
    for (const step of [
      'Info & Pricing',
      'Sign up clients',
      'Start programming',
      'Review & Publish',
    ])
      expect(steps).toHaveTextContent(step);
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Paid Engine');
    await user.click(screen.getByText('Paid'));
    await user.click(screen.getByRole('button', { name: 'Add price option' }));
    await user.type(screen.getByRole('textbox', { name: 'Price' }), '0');
    await user.click(screen.getByRole('button', { name: 'Save & continue' }));
    expect(await form().findByText("Price can't be 0.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Price' })).toHaveFocus());
    expect(calls).toHaveLength(0);
    await user.clear(screen.getByRole('textbox', { name: 'Price' }));
    await user.type(screen.getByRole('textbox', { name: 'Price' }), '30');
    await user.click(screen.getByRole('button', { name: 'Save & continue' }));
    expect(await screen.findByText('Sign up step')).toBeInTheDocument();
    const body = calls[0]!.body as { plan: Record<string, unknown> };
    expect(body.plan).toMatchObject({
      title: 'Paid Engine',
      plan_pricing: 'paid',
      currency: 'GBP', // the coach's own currency
      price_options: [{ period: 'monthly', price: 3000 }],
    });
  });
  it('shows the refusal of an owner without Stripe at the pricing, with the way to connect', async () => {
    mockFetch({
      'POST coach/plans': () => ({
        status: 422,
        body: { errors: { plan_pricing: [priceMessages.connect] } },
      }),
    });
    const user = userEvent.setup();
    renderNewProgramAs(businessCoach());
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Paid Engine');
    await user.click(screen.getByText('Paid'));
    await user.click(screen.getByRole('button', { name: 'Add price option' }));
    await user.type(screen.getByRole('textbox', { name: 'Price' }), '30');
    await user.click(screen.getByRole('button', { name: 'Save & continue' }));

    const pricing = await screen.findByRole('radiogroup', { name: 'Pricing' });
    await waitFor(() => expect(pricing).toHaveAccessibleDescription(priceMessages.connect));
    const connect = form().getByRole('link', { name: 'Connect to Stripe (opens in a new tab)' });
    expect(connect).toHaveAttribute('href', '/stripe-onboarding?source=my_plans');
    expect((await findNotice()).getByText(priceMessages.connect)).toBeInTheDocument();
  });
});

/** The new program form with a signed-in coach, and the step it continues to. */
function renderNewProgramAs(me: MeResponse) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQueryKey, me);
  return renderRoutes(
    [
      { path: '/coach/programs/create/main', element: <ProgramEditPage /> },
      { path: '/coach/programs/edit/:plan_id/sign-up-clients', element: <p>Sign up step</p> },
    ],
    { path: '/coach/programs/create/main', queryClient },
  );
}
