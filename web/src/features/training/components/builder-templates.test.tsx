import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Template } from '@forma/contract/templates/templates.schemas';
import type { PlanType } from '@forma/contract/programs/programs.rules';
import type { DayKey, ScheduleDay } from '@forma/contract/training/schedule.schemas';
import { freeSubscription, privateCoach } from '../../../test/fixtures';
import { mockFetch, type MockCall } from '../../../test/mock-fetch';
import { block, fakeExercises, renderWithCoach, scheduleDay } from './builder-test-fixtures';
import { ScheduleBuilder } from './schedule-builder';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SCHEDULE = 'coach/plans/7/schedule';
const SAVES = { timeout: 5000 };
const monday = 'Monday 3 March 2025';
const tuesday = 'Tuesday 4 March 2025';
const day = (name: string) => screen.getByRole('region', { name });

const trainingBlock = (title: string) => ({
  kind: 'training' as const,
  title,
  instructions: '',
  macros: null,
  challenge: null,
  note: null,
  exercises: [
    {
      exercise_id: 7,
      superset: null,
      notes: '',
      sets: [{ reps: { min: 5 } }],
      exercise: { id: 7, name: 'Front Squat', category: 'strength' as const, archived: false },
    },
  ],
});

const dayTemplate: Template = {
  id: 4,
  kind: 'day',
  name: 'Heavy Lower',
  blocks: 1,
  weeks: 1,
  updated_at: 1_700_000_000,
  content: { days: [{ offset: 0, blocks: [trainingBlock('Heavy legs')] }] },
};

const weekTemplate: Template = {
  ...dayTemplate,
  id: 5,
  kind: 'week',
  name: 'Base Weeks',
  weeks: 3,
  content: {
    days: [
      { offset: 0, blocks: [trainingBlock('Base one')] },
      { offset: 15, blocks: [trainingBlock('Base two')] },
    ],
  },
};

/** The program's schedule, the account's templates, and the saves and templates made. */
function serve(planType: PlanType, days: ScheduleDay[], weeks: number | null = null) {
  const puts: MockCall[] = [];
  const posts: MockCall[] = [];
  const mocks = mockFetch({
    [`GET ${SCHEDULE}`]: () => ({ body: { plan_type: planType, weeks, days } }),
    [`PUT ${SCHEDULE}`]: (call) => {
      puts.push(call);
      const body = call.body as {
        days: { key: DayKey; version: number; blocks: { title: string }[] }[];
      };
      return {
        body: {
          days: body.days.map((each, i) =>
            scheduleDay(
              each.key,
              each.blocks.map((sent, j) => block(100 + i * 10 + j, { title: sent.title })),
              each.version + 1,
            ),
          ),
        },
      };
    },
    'GET templates': () => ({
      body: {
        items: [dayTemplate, weekTemplate].map(({ content: _days, ...summary }) => summary),
        pagination: { page: 1, per_page: 50, total_pages: 1, total_count: 2 },
      },
    }),
    'GET templates/4': () => ({ body: dayTemplate }),
    'GET templates/5': () => ({ body: weekTemplate }),
    'POST templates': (call) => {
      posts.push(call);
      const { template } = call.body as { template: { name: string } };
      return { status: 201, body: { ...dayTemplate, id: 9, name: template.name } };
    },
  });
  return { ...mocks, puts, posts };
}

const renderBuilder = (planType: PlanType, me = privateCoach()) =>
  renderWithCoach(
    <ScheduleBuilder
      planId={7}
      planType={planType}
      clientId={null}
      today="2025-03-05"
      exercises={fakeExercises()}
    />,
    me,
  );

/** Opens a day's menu and picks an item. */
async function dayMenu(user: ReturnType<typeof userEvent.setup>, name: string, item: string) {
  await user.click(within(day(name)).getByRole('button', { name: `Actions for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

/** Picks a template in the insert modal and inserts it. */
async function pickTemplate(
  user: ReturnType<typeof userEvent.setup>,
  kind: 'Day' | 'Week',
  name: RegExp,
) {
  const dialog = await screen.findByRole('dialog', { name: 'Insert template' });
  if (kind === 'Week') await user.click(within(dialog).getByRole('radio', { name: 'Week' }));
  await user.click(await within(dialog).findByRole('radio', { name }));
  await user.click(within(dialog).getByRole('button', { name: 'Insert' }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
}

const blockTitles = (name: string) =>
  within(day(name))
    .queryAllByRole('button', { name: /^Move / })
    .map((handle) => handle.getAttribute('aria-label'));

describe('templates in the schedule builder', () => {
  it('inserts a day template after a day’s blocks, saved with its template, and undoes it', async () => {
    const { puts } = serve('one_many', [
      scheduleDay({ date: '2025-03-04' }, [block(12, { title: 'Bike' })], 2),
    ]);
    const user = userEvent.setup();
    renderBuilder('one_many');
    await within(await screen.findByRole('region', { name: tuesday })).findByText('Bike');

    await dayMenu(user, tuesday, 'Insert template');
    await pickTemplate(user, 'Day', /Heavy Lower/);

    expect(await within(day(tuesday)).findByText('Heavy legs')).toBeInTheDocument();
    expect(within(day(tuesday)).getByText('Front Squat — 1 × 5')).toBeInTheDocument();
    expect(blockTitles(tuesday)).toEqual(['Move Bike', 'Move Heavy legs']);
    expect(screen.getByText('Heavy Lower inserted.')).toBeInTheDocument();
    await waitFor(() => expect(puts).toHaveLength(1), SAVES);
    expect(puts[0]!.body).toMatchObject({
      days: [
        {
          key: { date: '2025-03-04' },
          version: 2,
          blocks: [
            { id: 12, title: 'Bike' },
            {
              kind: 'training',
              template_id: 4,
              title: 'Heavy legs',
              exercises: [{ exercise_id: 7, sets: [{ reps: { min: 5 } }] }],
            },
          ],
        },
      ],
    });
    const sentBlocks = (puts[0]!.body as { days: { blocks: object[] }[] }).days[0]!.blocks;
    expect(sentBlocks[0]).not.toHaveProperty('template_id');

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(blockTitles(tuesday)).toEqual(['Move Bike']), SAVES);
    await waitFor(() => expect(puts).toHaveLength(2), SAVES);
    expect(puts[1]!.body).toMatchObject({ days: [{ version: 3, blocks: [{ title: 'Bike' }] }] });
    expect((puts[1]!.body as { days: { blocks: unknown[] }[] }).days[0]!.blocks).toHaveLength(1);
  });

  it('inserts a week template day by day from the chosen day, leaving out days past a Fixed Length end', async () => {
    const { puts } = serve('fixed', [], 1);
    const user = userEvent.setup();
    renderBuilder('fixed');
    await screen.findByText('Week 1 of 1');

    await user.click(within(day('Week 1, Day 2')).getByRole('button', { name: /^Day 2/ }));
    await user.click(screen.getByRole('button', { name: 'Template' }));
    await pickTemplate(user, 'Week', /Base Weeks/);

    expect(await within(day('Week 1, Day 2')).findByText('Base one')).toBeInTheDocument();
    expect(
      screen.getByText("Base Weeks inserted. 1 day past the program's last week was left out."),
    ).toBeInTheDocument();
    await waitFor(() => expect(puts).toHaveLength(1), SAVES);
    expect(puts[0]!.body).toMatchObject({
      days: [{ key: { week: 1, day: 2 }, blocks: [{ title: 'Base one', template_id: 5 }] }],
    });
    expect((puts[0]!.body as { days: unknown[] }).days).toHaveLength(1);
  });

  it('reads a week not read yet before a week template’s later days land in it', async () => {
    const { puts, calls } = serve('membership', []);
    const user = userEvent.setup();
    renderBuilder('membership');
    await screen.findByRole('region', { name: 'Week 1, Day 1' });
    const weeksRead = () =>
      calls.filter((call) => call.method === 'GET' && call.path === SCHEDULE).length;
    await waitFor(() => expect(weeksRead()).toBe(2), SAVES);

    await dayMenu(user, 'Week 1, Day 1', 'Insert template');
    await pickTemplate(user, 'Week', /Base Weeks/);

    await waitFor(() => expect(puts).toHaveLength(1), SAVES);
    const sent = (puts[0]!.body as { days: { key: unknown; blocks: { title: string }[] }[] }).days;
    expect(sent.map((each) => [each.key, each.blocks.map((b) => b.title)])).toEqual([
      [{ week: 1, day: 1 }, ['Base one']],
      [{ week: 3, day: 2 }, ['Base two']],
    ]);
    expect(weeksRead()).toBe(3);
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await within(day('Week 3, Day 2')).findByText('Base two')).toBeInTheDocument();
  });

  it('offers FREE coaches the upgrade prompt instead of the templates', async () => {
    const { calls } = serve('one_many', []);
    const user = userEvent.setup();
    renderBuilder('one_many', privateCoach({ current: { subscription: freeSubscription } }));
    await screen.findByRole('region', { name: monday });

    await user.click(screen.getByRole('button', { name: 'Template' }));
    let prompt = await screen.findByRole('dialog', { name: 'Access restricted' });
    expect(
      within(prompt).getByText(
        'Inserting templates is part of the PROFESSIONAL plan. Upgrade to insert your day and week templates into programs.',
      ),
    ).toBeInTheDocument();
    expect(within(prompt).getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/coach/choose_your_plan',
    );
    await user.click(within(prompt).getByRole('button', { name: 'Got It!' }));
    await waitFor(() => expect(prompt).not.toBeInTheDocument());

    await dayMenu(user, tuesday, 'Insert template');
    prompt = await screen.findByRole('dialog', { name: 'Access restricted' });
    expect(within(prompt).getByText(/Inserting templates/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Insert template' })).toBeNull();
    expect(calls.some((call) => call.path.startsWith('templates'))).toBe(false);
  });

  it('saves a day as a day template and chosen days as a week template', async () => {
    const { posts } = serve('one_many', [
      scheduleDay({ date: '2025-03-03' }, [block(11, { title: 'Squats' })], 4),
      scheduleDay({ date: '2025-03-05' }, [block(12, { title: 'Bike' })], 2),
    ]);
    const user = userEvent.setup();
    renderBuilder('one_many');
    await within(await screen.findByRole('region', { name: monday })).findByText('Squats');

    await dayMenu(user, monday, 'Save as template');
    let dialog = await screen.findByRole('dialog', { name: 'Save as day template' });
    expect(
      within(dialog).getByText(
        `${monday} will be kept as a day template, ready to insert into any program.`,
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Template name is required.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Template name' }), ' Legs day ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Template Legs day saved.')).toBeInTheDocument();
    expect(posts[0]!.body).toEqual({
      template: {
        kind: 'day',
        name: 'Legs day',
        content: {
          days: [
            {
              offset: 0,
              blocks: [
                {
                  kind: 'training',
                  title: 'Squats',
                  instructions: '',
                  macros: null,
                  challenge: null,
                  note: null,
                  exercises: [],
                },
              ],
            },
          ],
        },
      },
    });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Select week' }));
    await user.click(screen.getByRole('button', { name: 'Save as template' }));
    dialog = await screen.findByRole('dialog', { name: 'Save as week template' });
    expect(
      within(dialog).getByText(/^Monday 3 March 2025 to Sunday 9 March 2025 will be kept/),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Template name' }), 'Base week');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts).toHaveLength(2));
    const week = (
      posts[1]!.body as {
        template: { kind: string; content: { days: Template['content']['days'] } };
      }
    ).template;
    expect(week.kind).toBe('week');
    expect(week.content.days.map((each) => [each.offset, each.blocks.map((b) => b.title)])).toEqual(
      [
        [0, ['Squats']],
        [2, ['Bike']],
      ],
    );
  });
});
