import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyProgramCard } from '@forma/contract/programs/memberships.schemas';
import { mockFetch } from '../../../test/mock-fetch';
import { renderAt } from '../../../test/render';
import { publicPlan } from '../test-fixtures';
import ClientMyProgramsPage from './client-my-programs-page';

afterEach(() => vi.unstubAllGlobals());

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
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });
});
