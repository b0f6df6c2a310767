import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../../../test/mock-fetch';
import { renderAt } from '../../../../test/render';
import { TracksEditor } from './tracks-editor';

afterEach(() => vi.unstubAllGlobals());

const track = (id: number, name: string, archived = false) => ({
  id,
  name,
  archived,
  position: id,
});

describe('tracks editor', () => {
  it('archives a track only after the spec confirmation', async () => {
    const { calls } = mockFetch({
      'PUT coach/plans/4/tracks/2/archive': () => ({ body: track(2, 'Conditioning', true) }),
    });
    const user = userEvent.setup();
    renderAt(<TracksEditor planId={4} tracks={[track(1, 'Strength'), track(2, 'Conditioning')]} />);
    await user.click(screen.getAllByRole('button', { name: 'Archive' })[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Archive track' });
    expect(
      within(dialog).getByText(
        'Are you sure? Please confirm you want to archive Conditioning track.',
      ),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === 'coach/plans/4/tracks/2/archive')).toBe(true),
    );
  });

  it('keeps the last active track: it is the default track clients follow', () => {
    mockFetch({});
    renderAt(<TracksEditor planId={4} tracks={[track(1, 'Strength'), track(2, 'Old', true)]} />);
    expect(screen.queryByRole('button', { name: 'Archive' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Restore' })).toBeInTheDocument();
  });

  it('offers no new track once 15 are active', () => {
    mockFetch({});
    const tracks = Array.from({ length: 15 }, (_, i) => track(i + 1, `Track ${i + 1}`));
    renderAt(<TracksEditor planId={4} tracks={[...tracks, track(16, 'Old', true)]} />);
    expect(screen.getByText('Maximum number of tracks reached')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add track' })).toBeNull();
  });

  it('opens the access-restricted modal when FREE refuses another track', async () => {
    mockFetch({
      'POST coach/plans/4/tracks': () => ({
        status: 422,
        body: {
          errors: { base: ['Multiple tracks need the PROFESSIONAL plan.'] },
          restricted: 'tracks',
        },
      }),
    });
    const user = userEvent.setup();
    renderAt(<TracksEditor planId={4} tracks={[track(1, 'Strength')]} />);
    await user.type(screen.getByRole('textbox', { name: 'Track name' }), 'Mobility');
    await user.click(screen.getByRole('button', { name: 'Add track' }));
    const dialog = await screen.findByRole('dialog', { name: 'Access restricted' });
    expect(
      within(dialog).getByText('Multiple tracks need the PROFESSIONAL plan.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/coach/choose_your_plan',
    );
  });
});
