import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Comment } from '@forma/contract/tracking/results.schemas';
import { mockFetch, type MockCall } from '../../../test/mock-fetch';
import { calendarDays, entry, performedSet, squat, trackedBlock } from '../tracking-test-fixtures';
import { renderCalendar } from './calendar-test-render';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ATHLETE = 'coach/athletes/5';

const clientComment: Comment = {
  id: 1,
  block_id: 41,
  client_id: 5,
  author: { id: 5, full_name: 'Cleo Client', avatar_url: null, role: 'user' },
  body: 'Felt strong today',
  media: [],
  client_key: '4f6c1d1e-3a8b-4b7e-9c55-0c2d6f0e1a11',
  created_at: '2025-03-05T10:00:00.000Z',
};

function serve() {
  const posts: MockCall[] = [];
  const puts: MockCall[] = [];
  let thread = [clientComment];
  const mocks = mockFetch({
    [`GET ${ATHLETE}/calendar`]: () => ({ body: { programs: [], days: [] } }),
    [`GET ${ATHLETE}/calendar/days`]: () => ({
      body: calendarDays([
        entry(
          [
            trackedBlock(41, {
              title: 'Squats',
              exercises: [squat],
              performed: [performedSet({ records: ['heaviest_load'] })],
              comment_count: 1,
              done: true,
            }),
          ],
          {
            completion: 'some',
            feedback: [
              { kind: 'training', body: 'Good depth', author_name: 'Ada', updated_at: '2025' },
            ],
          },
        ),
      ]),
    }),
    [`GET ${ATHLETE}/blocks/41/comments`]: () => ({ body: { items: thread } }),
    [`POST ${ATHLETE}/blocks/41/comments`]: (call) => {
      posts.push(call);
      const body = call.body as { body: string; client_key: string };
      const reply: Comment = {
        ...clientComment,
        id: 2,
        author: { id: 3, full_name: 'Ada Coach', avatar_url: null, role: 'coach' },
        body: body.body,
        client_key: body.client_key,
      };
      thread = [...thread, reply];
      return { status: 201, body: reply };
    },
    [`PUT ${ATHLETE}/days/500/feedback`]: (call) => {
      puts.push(call);
      return { body: { ...(call.body as object), author_name: 'Ada', updated_at: '2025' } };
    },
  });
  return { ...mocks, posts, puts };
}

describe("the coach's athlete calendar", () => {
  it('shows prescribed and performed side by side, read-only', async () => {
    serve();
    renderCalendar({ kind: 'coach', userId: '5' }, '', 'Client calendar');
    const exercise = await screen.findByRole('group', { name: 'Back Squat' });
    const first = within(exercise).getByRole('group', { name: 'Set 1' });
    expect(first).toHaveTextContent('Prescribed: 60-70 kg · 8-10 reps · rest 1:30');
    expect(first).toHaveTextContent('Performed: 60 kg · 8 reps');
    expect(within(first).getByText('PR: heaviest load')).toBeInTheDocument();
    expect(within(exercise).getByRole('group', { name: 'Set 2' })).toHaveTextContent('Not logged');
    expect(screen.queryByRole('button', { name: /as prescribed|Undo|Edit set/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Mark (day|block) done/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /rest timer/ })).toBeNull();
    expect(screen.getByText('Block done')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Training feedback' })).toHaveValue('Good depth');
  });

  it("reads the client's comment and replies to it", async () => {
    const { posts } = serve();
    const user = userEvent.setup();
    renderCalendar({ kind: 'coach', userId: '5' }, '', 'Client calendar');
    await user.click(await screen.findByRole('button', { name: 'Comments (1)' }));
    const thread = await screen.findByRole('region', { name: 'Comments' });
    expect(await within(thread).findByText('Felt strong today')).toBeInTheDocument();

    await user.type(within(thread).getByRole('textbox', { name: 'Your reply' }), 'Great work');
    await user.click(within(thread).getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toEqual({
      body: 'Great work',
      media_ids: [],
      client_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const reply = await within(thread).findByText('Great work');
    expect(reply.closest('li')).toHaveTextContent('Ada Coach');
    expect(reply.closest('li')).toHaveTextContent('Coach');
  });

  it('writes feedback on the day', async () => {
    const { puts } = serve();
    const user = userEvent.setup();
    renderCalendar({ kind: 'coach', userId: '5' }, '', 'Client calendar');
    const macros = await screen.findByRole('textbox', { name: 'Macros feedback' });
    expect(screen.getByRole('textbox', { name: 'Training feedback' })).toHaveValue('Good depth');
    const save = screen.getByRole('button', { name: 'Save macros feedback' });
    expect(save).toBeDisabled();
    await user.type(macros, 'More protein');
    await user.click(save);
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.body).toEqual({ kind: 'macros', body: 'More protein' });
  });
});
