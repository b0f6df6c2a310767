import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../../test/mock-fetch';
import { renderAt } from '../../../test/render';
import ProgramEditPage from './program-edit-page';

afterEach(() => vi.unstubAllGlobals());

describe('new program', () => {
  it('shows the title error without calling the server', async () => {
    const { calls } = mockFetch({});
    const user = userEvent.setup();
    renderAt(<ProgramEditPage />);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Title is required.')).toBeInTheDocument();
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
    expect(
      await screen.findByText('This URL has been already taken. Please try another one.'),
    ).toBeInTheDocument();
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
