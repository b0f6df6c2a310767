import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import type { MyProgramCard } from '@forma/contract/purchase/purchase.schemas';
import { mockFetch } from '../../../test/mock-fetch';
import { renderAt } from '../../../test/render';
import { pickFirstOpenDay } from '../../../test/date-picker';
import { publicPlan } from '../../../test/program-fixtures';
import ClientMyProgramsPage from './client-my-programs-page';

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const card: MyProgramCard = {
  plan: {
    id: 7,
    title: 'Free Strength',
    plan_type: 'one_many',
    plan_type_label: 'Group Rolling Calendar',
    plan_pricing: 'free',
    custom_url: 'free-strength',
    public_url: 'http://localhost/p/free-strength',
    color: '#389840',
    cover: null,
    coach: { id: 3, full_name: 'Casey Coach', avatar_url: null },
  },
  membership: {
    id: 11,
    state: 'active',
    label: 'Active',
    plan_price: { duration: null, amount: 0 },
    price_id: null,
    cancel_at_period_end: false,
    canceled_by: null,
    start_date: '2026-01-01',
    end_date: null,
    is_applied: true,
    pending_switch: null,
  },
  badge: { label: 'Active', colour: 'primary' },
  main_action: 'calendar',
  can_cancel: true,
  can_reschedule: false,
};

describe('client my programs', () => {
  it('shows a card per program and cancels a free one after confirming', async () => {
    const { calls } = mockFetch({
      'GET athlete/plans': () => ({
        body: {
          items: [card],
          pagination: { page: 1, per_page: 24, total_pages: 1, total_count: 1 },
        },
      }),
      'DELETE athlete/plans/7/unsubscribe': () => ({
        body: { ...publicPlan(), notice: 'Program successfully cancelled.' },
      }),
    });
    const user = userEvent.setup();
    renderAt(<ClientMyProgramsPage />);
    const item = await screen.findByLabelText('Free Strength');
    expect(within(item).getByText('Active')).toBeInTheDocument();
    expect(within(item).getByText(/Casey Coach/)).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Go to Calendar' })).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Cancel program' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Subscription' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Program successfully cancelled.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('reschedules a fixed program from its card', async () => {
    const fixed: MyProgramCard = {
      ...card,
      plan: { ...card.plan, plan_type: 'fixed', plan_type_label: 'Fixed Length' },
      can_reschedule: true,
    };
    const { calls } = mockFetch({
      'GET athlete/plans': () => ({
        body: {
          items: [fixed],
          pagination: { page: 1, per_page: 24, total_pages: 1, total_count: 1 },
        },
      }),
      'GET plans/7/re_add_info': () => ({
        body: { start_current_schedule: '2026-01-05', min_available_date: '2026-01-01' },
      }),
      'POST plans/7/re_add_schedule': (call) => ({
        body: {
          message: 'Free Strength has been successfully rescheduled.',
          start_date: (call.body as { date: string }).date,
        },
      }),
    });
    const user = userEvent.setup();
    renderAt(<ClientMyProgramsPage />);
    const item = await screen.findByLabelText('Free Strength');
    await user.click(within(item).getByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule' });
    const apply = await within(dialog).findByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: /Start date/ }));
    await pickFirstOpenDay(user);
    await user.click(apply);
    expect(
      await screen.findByText('Free Strength has been successfully rescheduled.'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'plans/7/re_add_schedule')).toBe(true);
  });

  it('an invitation opens the program page', async () => {
    mockFetch({
      'GET athlete/plans': () => ({
        body: {
          items: [
            {
              ...card,
              membership: { ...card.membership, state: 'init', label: 'Init', is_applied: false },
              badge: { label: 'Pending', colour: 'orange' },
              main_action: 'start',
              can_cancel: false,
            },
          ],
          pagination: { page: 1, per_page: 24, total_pages: 1, total_count: 1 },
        },
      }),
    });
    renderAt(<ClientMyProgramsPage />);
    const item = await screen.findByLabelText('Free Strength');
    expect(within(item).getByText('Pending')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Open the program' })).toHaveAttribute(
      'href',
      'http://localhost/p/free-strength',
    );
  });

  it('pages through many programs', async () => {
    const { fetchMock } = mockFetch({
      'GET athlete/plans': () => ({
        body: {
          items: [card],
          pagination: { page: 1, per_page: 24, total_pages: 2, total_count: 25 },
        },
      }),
    });
    const user = userEvent.setup();
    renderAt(<ClientMyProgramsPage />);
    await screen.findByLabelText('Free Strength');
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([input]) =>
          String(input).includes('athlete/plans?list=active&page=2'),
        ),
      ).toBe(true),
    );
  });
});
