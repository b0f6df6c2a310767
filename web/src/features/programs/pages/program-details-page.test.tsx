import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockFetch } from '../../../test/mock-fetch';
import { coachPlan } from '../../../test/program-fixtures';
import { renderProgramRoute } from '../components/program-view/test-fixtures';
import ProgramDetailsPage from './program-details-page';

afterEach(() => vi.unstubAllGlobals());

const price = (id: number, period: 'monthly' | 'yearly', format: string, archived = false) => ({
  id,
  period,
  duration: period,
  price: 1000,
  price_format: format,
  currency: 'USD',
  archived,
  active_subscriptions: 0,
  pending_switch: 0,
  message_about_changed_price: false,
  message_for_inbox: null,
});

const section = (name: string) => screen.getByRole('region', { name });

describe('program details', () => {
  it('shows the program at a glance: pricing, access, link, dates and client counts', async () => {
    mockFetch({
      'GET coach/plans/7': () => ({
        body: coachPlan({
          plan_type: 'membership',
          plan_type_label: 'Membership',
          plan_pricing: 'paid',
          price_options: [price(2, 'yearly', '$100.00', true), price(1, 'monthly', '$10.00')],
          trial_days: 7,
          sessions_per_day: 2,
          visibility_days: 7,
          is_private: true,
          allowed_emails: ['a@example.com', 'b@example.com'],
          show_on_storefront: false,
          waiver: { enabled: true, text: 'x', attachments: [] },
          launch_date: '2030-05-01',
          created_at: Date.UTC(2030, 0, 2) / 1000,
          published_at: null,
        }),
      }),
    });
    renderProgramRoute(<ProgramDetailsPage />, 'coach_program_view_details');
    const overview = await screen.findByRole('region', { name: 'Overview' });
    expect(within(overview).getByText('Paid')).toBeVisible();
    expect(within(overview).getByText('$10.00 / Month')).toBeVisible();
    expect(within(overview).getByText('$100.00 / Year')).toBeVisible();
    expect(within(overview).getByText('Archived')).toBeVisible();
    expect(within(overview).getByText('7 days')).toBeVisible();
    expect(within(overview).getByText('2')).toBeVisible();

    const access = section('Access');
    expect(within(access).getByText('7 days ahead')).toBeVisible();
    expect(within(access).getByText('Private (2 allowed e-mails)')).toBeVisible();
    expect(within(access).getByText('Hidden')).toBeVisible();
    expect(within(access).getByText('Clients must accept it')).toBeVisible();

    const link = within(section('Public link')).getByRole('link');
    expect(link).toHaveAttribute('href', `${window.location.origin}/p/strength-base`);
    expect(within(section('Public link')).getByRole('button', { name: 'Copy link' })).toBeVisible();

    const dates = section('Dates');
    expect(within(dates).getByText('01/05/2030')).toBeVisible();
    expect(within(dates).getByText('02/01/2030')).toBeVisible();

    const clients = section('Clients');
    expect(within(clients).getByRole('link', { name: /4\s*Past/ })).toHaveAttribute(
      'href',
      '/coach/programs/7/past',
    );
  });

  it('reads Free for a free program and marks the details tab as current', async () => {
    mockFetch({ 'GET coach/plans/7': () => ({ body: coachPlan() }) });
    renderProgramRoute(<ProgramDetailsPage />, 'coach_program_view_details');
    const overview = await screen.findByRole('region', { name: 'Overview' });
    expect(within(overview).getAllByText('Free')).toHaveLength(2);
    const tabs = screen.getByRole('navigation', { name: 'Program sections' });
    expect(within(tabs).getByRole('link', { name: 'Details' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
