import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockFetch } from '../../../test/mock-fetch';
import { coachPlan } from '../../../test/program-fixtures';
import { renderProgramRoute } from '../components/program-view/test-fixtures';
import ProgramWaiverPage from './program-waiver-page';

afterEach(() => vi.unstubAllGlobals());

const acceptance = {
  id: 1,
  user_id: 21,
  full_name: 'Casey Jordan',
  email: 'casey@example.com',
  accepted_at: '2030-01-02T09:30:00.000Z',
  accepted_text: 'Casey Jordan accepted the waiver to Strength Base on 02/01/2030 at 09:30',
};

describe('program waiver', () => {
  it('shows the waiver as clients see it, that it is on, and who accepted it', async () => {
    mockFetch({
      'GET coach/plans/7': () => ({
        body: coachPlan({
          waiver: { enabled: true, text: '<p>Train within your limits.</p>', attachments: [] },
        }),
      }),
      'GET coach/plans/7/waiver/acceptances': () => ({
        body: {
          items: [acceptance],
          pagination: { page: 1, per_page: 20, total_pages: 1, total_count: 1 },
        },
      }),
    });
    renderProgramRoute(<ProgramWaiverPage />, 'coach_program_view_waiver');
    const waiver = await screen.findByRole('region', { name: 'Waiver' });
    expect(within(waiver).getByText('Train within your limits.')).toBeVisible();
    expect(within(waiver).getByText('On: clients accept it before they start.')).toBeVisible();
    expect(within(waiver).getByRole('link', { name: 'Edit waiver' })).toHaveAttribute(
      'href',
      '/coach/programs/edit/7/main',
    );
    const accepted = screen.getByRole('region', { name: 'Accepted by' });
    expect(
      await within(accepted).findByText(
        'Casey Jordan accepted the waiver to Strength Base on 02/01/2030 at 09:30',
      ),
    ).toBeVisible();
  });

  it('says when the waiver is off and nobody accepted it', async () => {
    mockFetch({
      'GET coach/plans/7': () => ({ body: coachPlan() }),
      'GET coach/plans/7/waiver/acceptances': () => ({
        body: { items: [], pagination: { page: 1, per_page: 20, total_pages: 1, total_count: 0 } },
      }),
    });
    renderProgramRoute(<ProgramWaiverPage />, 'coach_program_view_waiver');
    expect(await screen.findByText('Off: clients are not asked to accept a waiver.')).toBeVisible();
    expect(await screen.findByText('No client has accepted this waiver yet.')).toBeVisible();
  });
});
