import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { client } from '../../../test/fixtures';
import { appConfig, mockFetch } from '../../../test/mock-fetch';
import { renderRoutes } from '../../../test/render';
import { pickFirstOpenDay } from '../../../test/date-picker';
import { storageKeys } from '../../../lib/storage-keys';
import { publicPlan } from '../../../test/program-fixtures';
import PlanPurchaseFormPage from './plan-purchase-form-page';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  notifications.clean();
});

const waiver = {
  show: true,
  text: '<p>Train safely.</p>',
  accepted_text: null,
  attachments: [],
  full_name: null,
  created_at: null,
};

const render = () =>
  renderRoutes(
    [
      { path: '/plan/:plan_id/purchase', element: <PlanPurchaseFormPage /> },
      { path: '/user/my_programs/active', element: <p>My programs page</p> },
    ],
    { path: '/plan/7/purchase' },
  );

const serve = (plan: ReturnType<typeof publicPlan>, buy = true) =>
  mockFetch({
    'GET config': () => ({ body: appConfig }),
    'GET users/me': () => ({ body: client() }),
    'GET plans/7/public': () => ({ body: plan }),
    'POST plans/7/waiver/accept': () => ({
      body: { ...plan, plan_waiver: { ...waiver, accepted_text: 'ok' } },
    }),
    ...(buy
      ? {
          'POST stripe/plan/7/buy': () => ({
            body: { ...plan, is_bought: true, notice: 'Program has been successfully purchased.' },
          }),
        }
      : {}),
  });

describe('checkout of a free program (plan_purchase_form)', () => {
  it('opens the waiver, then the start date, gets the program and shows What Happens Next', async () => {
    localStorage.setItem(storageKeys.accessToken, 'token');
    const { calls } = serve(
      publicPlan({
        viewer: 'client',
        plan_type: 'fixed',
        skip_sales_page: true,
        plan_waiver: waiver,
      }),
    );
    const user = userEvent.setup();
    render();
    const waiverDialog = await screen.findByRole('dialog', { name: 'Waiver' });
    await user.click(
      within(waiverDialog).getByRole('checkbox', { name: 'Confirmed as read and accepted' }),
    );
    await user.click(within(waiverDialog).getByRole('button', { name: 'Accept' }));
    const calendar = await screen.findByRole('dialog', { name: 'Add to calendar' });
    await pickFirstOpenDay(user, calendar);
    await user.click(within(calendar).getByRole('button', { name: 'Yes, get it for free' }));
    expect(await screen.findByRole('dialog', { name: 'What Happens Next' })).toBeInTheDocument();
    const buy = calls.find((call) => call.path === 'stripe/plan/7/buy');
    expect(buy?.body).toEqual({ start_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(calls.some((call) => call.path === 'plans/7/waiver/accept')).toBe(true);
  });

  it('closing the waiver sends the client back, and buys nothing', async () => {
    localStorage.setItem(storageKeys.accessToken, 'token');
    const { calls } = serve(publicPlan({ viewer: 'client', plan_waiver: waiver }));
    const user = userEvent.setup();
    render();
    const waiverDialog = await screen.findByRole('dialog', { name: 'Waiver' });
    await user.click(within(waiverDialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('My programs page')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('a private program open once the address is confirmed offers the confirmation e-mail, not Get for Free', async () => {
    localStorage.setItem(storageKeys.accessToken, 'token');
    const { calls } = serve(
      publicPlan({ viewer: 'client', allowed_to_buy: false, confirmation_required: true }),
    );
    const user = userEvent.setup();
    render();
    expect(
      await screen.findByText(/This program is open to your e-mail address/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get for Free' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send the confirmation email again' }));
    expect(calls.some((c) => c.method === 'POST' && c.path === 'users/confirmation')).toBe(true);
  });

  it('a program taken without questions waits for Get for Free before buying', async () => {
    localStorage.setItem(storageKeys.accessToken, 'token');
    const { calls } = serve(publicPlan({ viewer: 'client', skip_sales_page: true }));
    const user = userEvent.setup();
    render();
    const get = await screen.findByRole('button', { name: 'Get for Free' });
    expect(calls.some((call) => call.path === 'stripe/plan/7/buy')).toBe(false);
    await user.click(get);
    expect(await screen.findByRole('dialog', { name: 'What Happens Next' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === 'stripe/plan/7/buy')).toHaveLength(1);
  });
});
