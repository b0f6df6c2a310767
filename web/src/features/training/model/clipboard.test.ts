import { describe, expect, it } from 'vitest';
import { shapeOf } from './calendar-shape';
import { copyDays, pasteDays, pasteTargets } from './clipboard';
import { emptyDay, newBlock, type DraftDay } from './schedule-model';

const day = (key: DraftDay['key'], titles: string[], version = 1): DraftDay => ({
  ...emptyDay(key),
  version,
  blocks: titles.map((title, i) => ({ ...newBlock('training', { title }), id: 10 + i })),
});
const titles = (d: DraftDay) => d.blocks.map((block) => block.title);

describe('copy and paste of days', () => {
  const fixed = shapeOf('fixed', 2);
  const days = {
    w1d6: day({ week: 1, day: 6 }, ['Squat']),
    w1d7: day({ week: 1, day: 7 }, []),
    w2d1: day({ week: 2, day: 1 }, ['Bench'], 3),
    w2d6: day({ week: 2, day: 6 }, []),
    w2d7: day({ week: 2, day: 7 }, ['Row'], 2),
  };

  it('keeps the copied days’ distances, across the end of a week', () => {
    const clip = copyDays(days, ['w2d1', 'w1d6']);
    expect(clip.days.map((each) => each.offset)).toEqual([0, 2]);
    expect(pasteTargets(fixed, clip, { week: 1, day: 6 })).toEqual([
      { week: 1, day: 6 },
      { week: 2, day: 1 },
    ]);
    // Past the last week of a Fixed Length program there is no day to write.
    expect(pasteTargets(fixed, clip, { week: 2, day: 6 })).toEqual([{ week: 2, day: 6 }]);
  });

  it('appends copies (new rows, no ids) or replaces the target’s blocks exactly', () => {
    const clip = copyDays(days, ['w1d6', 'w1d7']);
    const appended = pasteDays(days, fixed, clip, { week: 2, day: 7 }, 'append');
    expect('days' in appended && appended.days.map(titles)).toEqual([['Row', 'Squat']]);
    const copy = 'days' in appended ? appended.days[0]!.blocks[1]! : null;
    expect(copy?.id).toBeUndefined();
    expect(copy?.key).not.toBe(days.w1d6.blocks[0]!.key);

    const replaced = pasteDays(days, fixed, clip, { week: 2, day: 6 }, 'replace');
    expect('days' in replaced && replaced.days.map((d) => [d.key, d.version, titles(d)])).toEqual([
      [{ week: 2, day: 6 }, 1, ['Squat']],
      [{ week: 2, day: 7 }, 2, []],
    ]);
  });
});
