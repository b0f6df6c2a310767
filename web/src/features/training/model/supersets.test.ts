import { describe, expect, it } from 'vitest';
import { linkedWithNext, normaliseSupersets, toggleSupersetLink } from './supersets';

const list = (...supersets: (number | null)[]) => supersets.map((superset) => ({ superset }));
const numbers = (items: { superset: number | null }[]) => items.map((item) => item.superset);

describe('supersets', () => {
  it('links an exercise with the next one, then grows the run', () => {
    const linked = toggleSupersetLink(list(null, null, null), 0);
    expect(numbers(linked)).toEqual([1, 1, null]);
    expect(numbers(toggleSupersetLink(linked, 1))).toEqual([1, 1, 1]);
    expect(linkedWithNext(linked, 0)).toBe(true);
    expect(linkedWithNext(linked, 1)).toBe(false);
  });

  it('splits a run where its connector is undone, and drops runs of one', () => {
    expect(numbers(toggleSupersetLink(list(1, 1, 1), 1))).toEqual([1, 1, null]);
    expect(numbers(toggleSupersetLink(list(1, 1, 1, 1), 1))).toEqual([1, 1, 2, 2]);
    expect(numbers(toggleSupersetLink(list(1, 1), 0))).toEqual([null, null]);
  });

  it('joins two runs into one', () => {
    expect(numbers(toggleSupersetLink(list(1, 1, 2, 2), 1))).toEqual([1, 1, 1, 1]);
  });

  it('renumbers runs from the top once exercises move', () => {
    expect(numbers(normaliseSupersets(list(3, 3, null, 1, 1)))).toEqual([1, 1, null, 2, 2]);
    expect(numbers(normaliseSupersets(list(1, null, 1)))).toEqual([null, null, null]);
  });
});
