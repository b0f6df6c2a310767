import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../../test/mock-fetch';
import { renderRoutes } from '../../../test/render';
import { editorPlan } from '../components/program-steps/coach-plan-fixture';
import ProgramProgrammingPage from './program-programming-page';

afterEach(() => vi.unstubAllGlobals());

describe('Start programming', () => {
  it('opens the schedule builder of the program, between Sign up clients and Review', async () => {
    mockFetch({ 'GET coach/plans/7': () => ({ body: editorPlan() }) });
    const user = userEvent.setup();
    renderRoutes(
      [
        { path: '/coach/programs/edit/:plan_id/schedule', element: <ProgramProgrammingPage /> },
        { path: '/coach/programs/:plan_id/schedule', element: <p>The builder</p> },
      ],
      { path: '/coach/programs/edit/7/schedule' },
    );
    // The program loads first; a loaded machine can take a while.
    expect(await screen.findByRole('link', { name: 'Back' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/coach/programs/edit/7/sign-up-clients',
    );
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/coach/programs/create/review/7',
    );
    await user.click(screen.getByRole('link', { name: 'Open the schedule builder' }));
    expect(await screen.findByText('The builder')).toBeInTheDocument();
  });
});
