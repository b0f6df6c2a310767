import { describe, expect, it } from 'vitest';
import type { Template } from '@forma/contract/templates/templates.schemas';
import { emptyDay, newBlock, toDayInput, type DraftDay } from './schedule-model';
import { templateClipboard, templateContent } from './template-days';

const template: Template = {
  id: 4,
  kind: 'week',
  name: 'Base',
  blocks: 1,
  weeks: 1,
  updated_at: 1,
  content: {
    days: [
      {
        offset: 3,
        blocks: [
          {
            kind: 'training',
            title: 'Legs',
            instructions: '',
            macros: null,
            challenge: null,
            note: null,
            exercises: [
              {
                exercise_id: 7,
                superset: 1,
                notes: 'Slow',
                sets: [{ reps: { min: 5 }, rest: { min: 90 } }],
                exercise: { id: 7, name: 'Front Squat', category: 'strength', archived: false },
              },
            ],
          },
        ],
      },
    ],
  },
};

describe('templates and the builder’s days', () => {
  it('turns a template into copied days of draft blocks that name it and their exercises', () => {
    const clip = templateClipboard(template);
    expect(clip.days).toHaveLength(1);
    const [copied] = clip.days;
    expect(copied!.offset).toBe(3);
    const block = copied!.blocks[0]!;
    expect(block).toMatchObject({ template_id: 4, title: 'Legs', track_id: null });
    expect(block.id).toBeUndefined();
    expect(block.exercises[0]).toMatchObject({
      exercise: { name: 'Front Squat' },
      superset: 1,
      notes: 'Slow',
      metrics: ['reps', 'rest'],
    });
  });

  it('sends the template with a block’s first save only', () => {
    const block = templateClipboard(template).days[0]!.blocks[0]!;
    const day: DraftDay = { ...emptyDay({ week: 1, day: 1 }), blocks: [block] };
    expect(toDayInput(day).blocks[0]).toMatchObject({ template_id: 4 });
    const saved = { ...day, blocks: [{ ...block, id: 80 }] };
    expect(toDayInput(saved).blocks[0]).not.toHaveProperty('template_id');
  });

  it('keeps chosen days holding blocks as a template, at their distance from the first', () => {
    const days = {
      w1d1: emptyDay({ week: 1, day: 1 }),
      w1d3: {
        ...emptyDay({ week: 1, day: 3 }),
        blocks: [{ ...newBlock('sets', { title: 'EMOM' }), id: 12, track_id: 2 }],
      },
    };
    expect(templateContent(days, ['w1d3', 'w1d1'])).toEqual({
      days: [
        {
          offset: 2,
          blocks: [
            {
              kind: 'sets',
              title: 'EMOM',
              instructions: '',
              macros: null,
              challenge: null,
              note: null,
              exercises: [],
            },
          ],
        },
      ],
    });
  });
});
