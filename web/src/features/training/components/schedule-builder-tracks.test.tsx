import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Track } from '@forma/contract/programs/programs.schemas';
import { mockFetch, type MockCall } from '../../../test/mock-fetch';
import { block, fakeExercises, renderWithCoach, scheduleDay } from './builder-test-fixtures';
import { ScheduleBuilder } from './schedule-builder';

// jsdom has no scrolling: Mantine's Select scrolls its chosen option into view when it opens.
const scrollIntoView = Element.prototype.scrollIntoView;
beforeAll(() => {
  Element.prototype.scrollIntoView = () => undefined;
});
afterAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SCHEDULE = 'coach/plans/7/schedule';
const SAVES = { timeout: 5000 };
const monday = 'Monday 3 March 2025';
const tuesday = 'Tuesday 4 March 2025';
const day = (name: string) => screen.getByRole('region', { name });

const track = (id: number, name: string, archived = false): Track => ({
  id,
  name,
  archived,
  position: id,
});
const TRACKS = [track(1, 'Main'), track(2, 'Strength'), track(3, 'Old', true)];

type SentBlock = { id?: number; title: string; track_id: number | null };

/** Monday holds a block on each track: Strength, Main and the archived Old. */
function serveSchedule() {
  const puts: MockCall[] = [];
  mockFetch({
    [`GET ${SCHEDULE}`]: () => ({
      body: {
        plan_type: 'one_many',
        weeks: null,
        days: [
          scheduleDay(
            { date: '2025-03-03' },
            [
              block(11, { title: 'Squats', track_id: 2 }),
              block(12, { title: 'Intervals', track_id: 1 }),
              block(13, { title: 'Old work', track_id: 3 }),
            ],
            4,
          ),
        ],
      },
    }),
    [`PUT ${SCHEDULE}`]: (call) => {
      puts.push(call);
      const body = call.body as {
        days: { key: { date: string }; version: number; blocks: SentBlock[] }[];
      };
      return {
        body: {
          days: body.days.map((each) =>
            scheduleDay(
              each.key,
              each.blocks.map((sent, j) =>
                block(sent.id ?? 100 + j, { title: sent.title, track_id: sent.track_id ?? 1 }),
              ),
              each.version + 1,
            ),
          ),
        },
      };
    },
  });
  const sentBlocks = (i: number) =>
    (puts[i]!.body as { days: { blocks: SentBlock[] }[] }).days[0]!.blocks;
  return { puts, sentBlocks };
}

const renderBuilder = (tracks: Track[] = TRACKS) =>
  renderWithCoach(
    <ScheduleBuilder
      planId={7}
      planType="one_many"
      clientId={null}
      today="2025-03-05"
      exercises={fakeExercises()}
      tracks={tracks}
    />,
  );

const select = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const card = (title: string) =>
  screen.findByRole('button', { name: new RegExp(`^Training.*${title}`) });

async function chooseOption(
  user: ReturnType<typeof userEvent.setup>,
  label: string,
  option: string,
) {
  await user.click(select(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('tracks in the schedule builder (spec 2.3, 4.8)', () => {
  it("names each block's track, and shows all tracks or one", async () => {
    serveSchedule();
    const user = userEvent.setup();
    renderBuilder();
    const monday_ = within(await screen.findByRole('region', { name: monday }));
    await monday_.findByText('Squats');
    expect(monday_.getByText('Strength')).toBeInTheDocument();
    expect(monday_.getByText('Main')).toBeInTheDocument();
    expect(monday_.getByText('Old (archived)')).toBeInTheDocument();

    await chooseOption(user, 'Show track', 'Strength');
    expect(monday_.getByText('Squats')).toBeInTheDocument();
    expect(monday_.queryByText('Intervals')).not.toBeInTheDocument();
    expect(monday_.queryByText('Old work')).not.toBeInTheDocument();

    await chooseOption(user, 'Show track', 'Old (archived)');
    expect(monday_.getByText('Old work')).toBeInTheDocument();
    expect(monday_.queryByText('Squats')).not.toBeInTheDocument();

    await chooseOption(user, 'Show track', 'All tracks');
    expect(monday_.getByText('Intervals')).toBeInTheDocument();
    expect(monday_.getByText('Squats')).toBeInTheDocument();
  });

  it('puts a new block on the track shown, else on the default track', async () => {
    const { puts, sentBlocks } = serveSchedule();
    const user = userEvent.setup();
    renderBuilder();
    await screen.findByText('Squats');

    await user.click(within(day(tuesday)).getByRole('button', { name: /^Tue/ }));
    await user.click(screen.getByRole('button', { name: 'Training block' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }),
    );
    await waitFor(() => expect(puts).toHaveLength(1), SAVES);
    expect(sentBlocks(0)).toEqual([expect.objectContaining({ kind: 'training', track_id: null })]);

    await chooseOption(user, 'Show track', 'Strength');
    await user.click(screen.getByRole('button', { name: 'Training block' }));
    await waitFor(() => expect(puts).toHaveLength(2), SAVES);
    expect(sentBlocks(1).map((sent) => sent.track_id)).toEqual([1, 2]);
    // The default track's block is not shown while the week shows Strength.
    expect(within(day(tuesday)).getAllByText('Strength')).toHaveLength(1);
  });

  it('moves a block to another track from its editor; an archived track is no choice', async () => {
    const { puts, sentBlocks } = serveSchedule();
    const user = userEvent.setup();
    renderBuilder();
    await user.click(await card('Intervals'));
    const editor = within(await screen.findByRole('dialog', { name: 'Training: Intervals' }));
    const trackSelect = editor.getByLabelText('Track', { selector: 'input' });
    expect(trackSelect).toHaveValue('Main');
    await user.click(trackSelect);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Main',
      'Strength',
    ]);
    await user.click(screen.getByRole('option', { name: 'Strength' }));
    await waitFor(() => expect(puts).toHaveLength(1), SAVES);
    expect(sentBlocks(0).map((sent) => [sent.title, sent.track_id])).toEqual([
      ['Squats', 2],
      ['Intervals', 2],
      ['Old work', 3],
    ]);
  });

  it('says a block is on an archived track and lets it leave', async () => {
    const { puts, sentBlocks } = serveSchedule();
    const user = userEvent.setup();
    renderBuilder();
    await user.click(await card('Old work'));
    const editor = within(await screen.findByRole('dialog', { name: 'Training: Old work' }));
    const trackSelect = editor.getByLabelText('Track', { selector: 'input' });
    expect(trackSelect).toHaveValue('Old (archived)');
    expect(
      editor.getByText(
        'This track is archived: clients no longer see its blocks. Restore it to add blocks.',
      ),
    ).toBeInTheDocument();
    await user.click(trackSelect);
    expect(screen.getByRole('option', { name: 'Old (archived)' })).toHaveAttribute(
      'data-combobox-disabled',
      'true',
    );
    await user.click(screen.getByRole('option', { name: 'Main' }));
    await waitFor(() => expect(puts).toHaveLength(1), SAVES);
    expect(sentBlocks(0).map((sent) => sent.track_id)).toEqual([2, 1, 1]);
  });

  it('shows no track names, filter or choice while the program has one track', async () => {
    serveSchedule();
    const user = userEvent.setup();
    renderBuilder([track(1, 'Main')]);
    await user.click(await card('Intervals'));
    await screen.findByRole('dialog', { name: 'Training: Intervals' });
    expect(screen.queryByLabelText('Track', { selector: 'input' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Show track', { selector: 'input' })).not.toBeInTheDocument();
    expect(screen.queryByText('Main')).not.toBeInTheDocument();
  });
});
