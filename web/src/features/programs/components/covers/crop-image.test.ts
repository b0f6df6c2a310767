import { describe, expect, it } from 'vitest';
import { coverAspectRatio } from '@forma/contract/programs/programs.schemas';
import { outputSize, roundArea } from './crop-image';

describe('the crop sent for a cover (spec 5, 9)', () => {
  it('keeps whole pixels inside the image', () => {
    expect(roundArea({ x: -0.4, y: 10.6, width: 499.5, height: 257.2 })).toEqual({
      x: 0,
      y: 11,
      width: 500,
      height: 257,
    });
  });

  it('scales a large crop down to twice the largest cover size, never up', () => {
    expect(outputSize({ x: 0, y: 0, width: 3000, height: 3000 }, 'table_view')).toEqual({
      width: 1000,
      height: 1000,
    });
    expect(outputSize({ x: 0, y: 0, width: 2880, height: 1488 }, 'tiled_view')).toEqual({
      width: 1440,
      height: 744,
    });
    expect(outputSize({ x: 0, y: 0, width: 360, height: 186 }, 'tiled_view')).toEqual({
      width: 360,
      height: 186,
    });
  });

  it('crops at the cover type width / height', () => {
    expect(coverAspectRatio('table_view')).toBe(1);
    expect(coverAspectRatio('tiled_view')).toBeCloseTo(1.935, 3);
  });
});
