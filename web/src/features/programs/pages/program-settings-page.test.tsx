import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../../test/mock-fetch';
import { coachPlan } from '../../../test/program-fixtures';
import { renderProgramRoute } from '../components/program-view/test-fixtures';
import ProgramSettingsPage from './program-settings-page';

afterEach(() => vi.unstubAllGlobals());

describe('program settings', () => {
  it('flips each switch at once and shows the new state', async () => {
    let plan = coachPlan();
    const { calls } = mockFetch({
      'GET coach/plans/7': () => ({ body: plan }),
      'PUT coach/plans/7/mute': () => {
        plan = { ...plan, muted: true };
        return { body: plan };
      },
      'PUT coach/plans/7/block_subscriptions': () => {
        plan = { ...plan, blocked_subscriptions: true };
        return { body: plan };
      },
      'PATCH coach/plans/7': () => {
        plan = { ...plan, show_on_storefront: false };
        return { body: plan };
      },
    });
    const user = userEvent.setup();
    renderProgramRoute(<ProgramSettingsPage />, 'coach_program_view_settings');

    await user.click(await screen.findByRole('button', { name: 'Mute notifications' }));
    expect(await screen.findByRole('button', { name: 'Unmute notifications' })).toBeVisible();
    expect(screen.getByText('Notifications muted.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Block new subscriptions' }));
    expect(await screen.findByRole('button', { name: 'Make available' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Block new downloads' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Hide from storefront' }));
    expect(await screen.findByRole('button', { name: 'Show on storefront' })).toBeVisible();
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({
      plan: { show_on_storefront: false },
    });
  });

  it('offers downloads for a fixed program and restore for an archived one', async () => {
    mockFetch({
      'GET coach/plans/7': () => ({
        body: coachPlan({ plan_type: 'fixed', status: 'archived', blocked_downloads: true }),
      }),
    });
    renderProgramRoute(<ProgramSettingsPage />, 'coach_program_view_settings');
    expect(await screen.findByRole('button', { name: 'Restore program' })).toBeVisible();
    expect(screen.getByText('New downloads')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Make available' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Invite clients' })).toBeNull();
  });

  it('deletes only after the confirmation and goes back to the programs list', async () => {
    const { calls } = mockFetch({
      'GET coach/plans/7': () => ({ body: coachPlan() }),
      'DELETE coach/plans/7': () => ({ status: 204 }),
    });
    const user = userEvent.setup();
    const { router } = renderProgramRoute(<ProgramSettingsPage />, 'coach_program_view_settings');
    await user.click(await screen.findByRole('button', { name: 'Delete program' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete program' });
    expect(within(dialog).getByText('Delete Strength Base? This cannot be undone.')).toBeVisible();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete program' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/coach/programs/active'));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === 'coach/plans/7')).toBe(true);
  });
});
