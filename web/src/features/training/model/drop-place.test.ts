import { describe, expect, it } from 'vitest';
import { dropPlace } from './drop-place';
import { newBlock, type DraftDay } from './schedule-model';

const day = (keys: string[]): DraftDay => ({
  key: { date: '2025-03-03' },
  version: 1,
  last_active: false,
  blocks: keys.map((key) => ({ ...newBlock('training'), key })),
});
const days = { '2025-03-03': day(['a', 'b', 'c', 'd']) };
const onBlock = (key: string, visibleIndex: number) => ({
  id: key,
  data: { current: { dayId: '2025-03-03', sortable: { index: visibleIndex, items: [] } } },
});

describe('where a dragged block lands', () => {
  it('goes where the block dropped on is in the whole day, though the week shows one track', () => {
    // The week shows b and d only: d is second on screen and fourth in the day.
    expect(dropPlace(onBlock('d', 1), days)).toEqual({ id: '2025-03-03', index: 3 });
    expect(dropPlace(onBlock('b', 0), days)).toEqual({ id: '2025-03-03', index: 1 });
  });

  it('goes to the end of a day dropped on outside its blocks, and nowhere off the days', () => {
    const onDay = { id: 'day:2025-03-03', data: { current: { dayId: '2025-03-03' } } };
    expect(dropPlace(onDay, days)).toEqual({ id: '2025-03-03', index: Number.MAX_SAFE_INTEGER });
    expect(dropPlace(null, days)).toBeNull();
  });
});
