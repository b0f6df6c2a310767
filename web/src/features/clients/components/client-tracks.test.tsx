import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Track } from '@forma/contract/programs/programs.schemas';
import { mockFetch } from '../../../test/mock-fetch';
import { clientRow, clientsPage, coachPlan } from '../../../test/program-fixtures';
import { renderAt } from '../../../test/render';
import { ProgramClientsList } from './program-clients-list';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const track = (id: number, name: string, archived = false): Track => ({
  id,
  name,
  archived,
  position: id,
});
const TRACKS = [track(1, 'Main'), track(2, 'Strength'), track(3, 'Conditioning', true)];
const CLIENTS = 'GET coach/plans/7/clients';
const PUT_TRACKS = 'PUT coach/plans/7/clients/11/tracks';

const renderList = (tracks: Track[]) =>
  renderAt(<ProgramClientsList plan={coachPlan({ tracks })} list="active" />);

async function openTracks(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Actions for Casey Jordan' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Choose tracks' }));
  return within(await screen.findByRole('dialog', { name: 'Tracks for Casey Jordan' }));
}

describe("a client's tracks on the program clients list", () => {
  it('shows the default track, then puts the client on the tracks the coach chooses', async () => {
    let row = clientRow();
    const { calls } = mockFetch({
      [CLIENTS]: () => ({ body: clientsPage([row]) }),
      [PUT_TRACKS]: (call) => {
        row = clientRow({ track_ids: (call.body as { track_ids: number[] }).track_ids });
        return { body: row };
      },
    });
    const user = userEvent.setup();
    renderList(TRACKS);
    expect(await screen.findByText('Tracks: Main (default)')).toBeInTheDocument();

    const dialog = await openTracks(user);
    expect(
      dialog.getByText(
        'The client sees the training of the tracks you choose. With none chosen, they follow the default track, Main.',
      ),
    ).toBeInTheDocument();
    // Archived tracks are not offered.
    expect(dialog.getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual([
      '1',
      '2',
    ]);
    await user.click(dialog.getByRole('checkbox', { name: 'Strength' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Tracks saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ track_ids: [2] });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Tracks: Strength')).toBeInTheDocument();
  });

  it('lets the coach take the client off a track archived since, not put them back on it', async () => {
    const { calls } = mockFetch({
      [CLIENTS]: () => ({ body: clientsPage([clientRow({ track_ids: [2, 3] })]) }),
      [PUT_TRACKS]: () => ({ body: clientRow({ track_ids: [2] }) }),
    });
    const user = userEvent.setup();
    renderList(TRACKS);
    expect(await screen.findByText('Tracks: Strength')).toBeInTheDocument();
    const dialog = await openTracks(user);
    const archived = dialog.getByRole('checkbox', { name: 'Conditioning (archived)' });
    expect(archived).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'Strength' })).toBeChecked();
    await user.click(archived);
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ track_ids: [2] }),
    );
  });

  it('shows the upgrade prompt when the plan is FREE', async () => {
    mockFetch({
      [CLIENTS]: () => ({ body: clientsPage([clientRow()]) }),
      [PUT_TRACKS]: () => ({
        status: 422,
        body: {
          errors: { base: ['Multiple tracks need the PROFESSIONAL plan.'] },
          restricted: 'tracks',
        },
      }),
    });
    const user = userEvent.setup();
    renderList(TRACKS);
    const dialog = await openTracks(user);
    await user.click(dialog.getByRole('checkbox', { name: 'Strength' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    const prompt = within(await screen.findByRole('dialog', { name: 'Access restricted' }));
    expect(prompt.getByText('Multiple tracks need the PROFESSIONAL plan.')).toBeInTheDocument();
    expect(prompt.getByRole('link', { name: 'Upgrade' })).toBeInTheDocument();
  });

  it('offers no track choice while the program has one active track', async () => {
    mockFetch({ [CLIENTS]: () => ({ body: clientsPage([clientRow()]) }) });
    const user = userEvent.setup();
    renderList([track(1, 'Main'), track(3, 'Conditioning', true)]);
    await user.click(await screen.findByRole('button', { name: 'Actions for Casey Jordan' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit client info' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Choose tracks' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Tracks:/)).not.toBeInTheDocument();
  });
});
