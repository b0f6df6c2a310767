import { describe, expect, it } from 'vitest';
import { clientTracks, defaultTrackId } from './tracks.rules.ts';

const track = (id: number, position: number, archived = false) => ({ id, position, archived });

describe('the default track', () => {
  it('is the first active track by position, then by age', () => {
    expect(defaultTrackId([track(3, 1), track(2, 0, true), track(5, 0), track(4, 0)])).toBe(4);
  });

  it('is none while the program has no active track', () => {
    expect(defaultTrackId([])).toBeNull();
    expect(defaultTrackId([track(1, 0, true)])).toBeNull();
  });
});

describe("a client's tracks", () => {
  const tracks = [track(1, 0), track(2, 1), track(3, 2, true)];

  it('are the default track when the coach chose none', () => {
    expect(clientTracks([], tracks)).toEqual({ current: [1], past: [1] });
  });

  it('are the chosen ones in track order; archived ones only for past days', () => {
    expect(clientTracks([3, 2], tracks)).toEqual({ current: [2], past: [2, 3] });
  });

  it('fall back to the default track when every chosen track is archived', () => {
    expect(clientTracks([3], tracks)).toEqual({ current: [1], past: [1, 3] });
  });

  it('ignore ids of tracks the program does not have', () => {
    expect(clientTracks([99], tracks)).toEqual({ current: [1], past: [1] });
  });
});
