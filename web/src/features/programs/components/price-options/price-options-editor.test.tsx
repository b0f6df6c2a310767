import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { MeResponse } from '@forma/contract/accounts/users.schemas';
import { modalTexts, priceMessages } from '@forma/contract/programs/programs.messages';
import type { CoachPlan } from '@forma/contract/programs/programs.schemas';
import { createQueryClient } from '../../../../lib/query-client';
import { businessCoach, memberCoach } from '../../../../test/fixtures';
import { mockFetch } from '../../../../test/mock-fetch';
import { connectedMe } from '../../../../test/payout-fixtures';
import { renderAt, renderRoutes } from '../../../../test/render';
import { priceOption } from '../../../../test/program-fixtures';
import { meQueryKey } from '../../../../lib/session/me';
import { editorPlan } from '../program-steps/coach-plan-fixture';
import { PriceOptionsEditor } from './price-options-editor';
import { usePriceRules } from './use-price-rules';

afterEach(() => vi.unstubAllGlobals());

const rules = { connected: true, freePlatformPlan: false, professional: true };

/** Renders with a signed-in coach (the connect link is offered by who they are). */
function renderAs(me: MeResponse, element: ReactElement) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQueryKey, me);
  return renderRoutes([{ path: '*', element }], { queryClient });
}

/** The editor with the signed-in coach's own price rules, as the program form gives them. */
function EditorWithAccountRules({ plan }: { plan: CoachPlan }) {
  return <PriceOptionsEditor plan={plan} rules={usePriceRules()} />;
}

describe('price options of a saved program', () => {
  it('checks a changed price with the spec messages before calling the server', async () => {
    const { calls } = mockFetch({});
    const user = userEvent.setup();
    const plan = editorPlan({ plan_pricing: 'paid', price_options: [priceOption()] });
    renderAt(<PriceOptionsEditor plan={plan} rules={rules} />);
    const price = screen.getByRole('textbox', { name: 'Price (Month)' });
    await user.clear(price);
    await user.type(price, '0');
    await user.click(screen.getByRole('button', { name: 'Change price' }));
    expect(await screen.findByText("Price can't be 0.")).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '20000');
    await user.click(screen.getByRole('button', { name: 'Change price' }));
    expect(await screen.findByText('Price must be less than 10,000')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('offers to update clients after a price change, prefilled; "Don\'t notify" skips', async () => {
    const changed = priceOption({
      price: 3499,
      price_format: '$34.99',
      message_about_changed_price: true,
      message_for_inbox: 'The price of Strength Base has changed from $29.99 to $34.99.',
    });
    const { calls } = mockFetch({
      'PATCH coach/plans/7/prices/11': () => ({ body: changed }),
      'POST coach/plans/7/skip/11': () => ({
        body: { ...changed, message_about_changed_price: false },
      }),
    });
    const user = userEvent.setup();
    const plan = editorPlan({
      plan_pricing: 'paid',
      status: 'published',
      price_options: [priceOption()],
    });
    renderAt(<PriceOptionsEditor plan={plan} rules={rules} />);
    const price = screen.getByRole('textbox', { name: 'Price (Month)' });
    await user.clear(price);
    // Cents are typed as they are: the decimal point stays while the person types on.
    await user.type(price, '34.99');
    expect(price).toHaveValue('34.99');
    await user.click(screen.getByRole('button', { name: 'Change price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update your clients' });
    expect(within(dialog).getByText(modalTexts.updateClients)).toBeInTheDocument();
    expect(
      within(dialog).getByRole('textbox', { name: 'Send this message to current clients' }),
    ).toHaveValue('The price of Strength Base has changed from $29.99 to $34.99.');
    expect(within(dialog).getByRole('button', { name: 'Send message' })).toBeDisabled();
    expect(calls[0]).toMatchObject({ method: 'PATCH', body: { price: { price: 3499 } } });
    await user.click(within(dialog).getByRole('button', { name: "Don't notify" }));
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('coach/plans/7/skip/11'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Update your clients' })).not.toBeInTheDocument(),
    );
  });

  it('warns before archiving an option clients subscribe or switch to', async () => {
    const { calls } = mockFetch({
      'PUT coach/plans/7/prices/11/archive': () => ({
        body: { price: priceOption({ archived: true }), warnings: [] },
      }),
    });
    const user = userEvent.setup();
    const plan = editorPlan({
      plan_pricing: 'paid',
      price_options: [priceOption({ active_subscriptions: 2, pending_switch: 1 })],
    });
    renderAt(<PriceOptionsEditor plan={plan} rules={rules} />);
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive price option' });
    expect(within(dialog).getByText('Active subscriptions!')).toBeInTheDocument();
    expect(within(dialog).getByText('Pending switch!')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { confirm: true } });
  });

  it("refuses to restore an option whose period is taken with 'Cannot restore!'", async () => {
    const { calls } = mockFetch({});
    const user = userEvent.setup();
    const plan = editorPlan({
      plan_pricing: 'paid',
      price_options: [
        priceOption(),
        priceOption({ id: 12, archived: true, price_format: '$9.99' }),
      ],
    });
    renderAt(<PriceOptionsEditor plan={plan} rules={rules} />);
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Cannot restore!')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's connect message next to a new price, with the way to connect", async () => {
    mockFetch({
      'POST coach/plans/7/prices': () => ({
        status: 422,
        body: { errors: { price: [priceMessages.connect] } },
      }),
    });
    const user = userEvent.setup();
    renderAs(
      businessCoach(),
      <PriceOptionsEditor plan={editorPlan({ plan_pricing: 'paid' })} rules={rules} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Price' }), '19');
    await user.click(screen.getByRole('button', { name: 'Add price option' }));
    expect(
      await screen.findByText(
        'You must connect to Stripe if you want to set a price for your program.',
      ),
    ).toBeInTheDocument();
    const connect = screen.getByRole('link', { name: 'Connect to Stripe (opens in a new tab)' });
    expect(connect).toHaveAttribute('href', '/stripe-onboarding?source=my_plans');
    expect(connect).toHaveAttribute('target', '_blank');
  });

  it('offers no way to connect to a coach who is not the owner', async () => {
    mockFetch({
      'PATCH coach/plans/7/prices/11': () => ({
        status: 422,
        body: { errors: { price: [priceMessages.connect] } },
      }),
    });
    const user = userEvent.setup();
    const plan = editorPlan({ plan_pricing: 'paid', price_options: [priceOption()] });
    renderAs(memberCoach(), <PriceOptionsEditor plan={plan} rules={rules} />);
    const price = screen.getByRole('textbox', { name: 'Price (Month)' });
    await user.clear(price);
    await user.type(price, '35');
    await user.click(screen.getByRole('button', { name: 'Change price' }));
    expect(await screen.findByText(priceMessages.connect)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Connect to Stripe/ })).not.toBeInTheDocument();
  });

  it('lets a connected coach add a paid option: the price goes to the server', async () => {
    const { calls } = mockFetch({
      'POST coach/plans/7/prices': () => ({ status: 201, body: priceOption({ id: 12 }) }),
    });
    const user = userEvent.setup();
    renderAs(
      businessCoach({ current: connectedMe() }),
      <EditorWithAccountRules plan={editorPlan({ plan_pricing: 'paid' })} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Price' }), '24');
    await user.click(screen.getByRole('button', { name: 'Add price option' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { price: { period: 'monthly', price: 2400 } },
    });
    expect(screen.queryByText(priceMessages.connect)).not.toBeInTheDocument();
  });
});
