import { describe, expect, it } from 'vitest';
import { contrastRatio, readableShade, TEXT_CONTRAST } from './contrast';
import { lightnessOf } from './color';

describe('contrast ratio (WCAG 2)', () => {
  it('is 21 for black on white, 1 for a colour on itself, whichever comes first', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#389840', '#389840')).toBe(1);
  });

  it('measures the issue’s figures: white on the default primary 3.66, grey text 3.32', () => {
    expect(contrastRatio('#ffffff', '#389840')).toBeCloseTo(3.66, 2);
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });
});

describe('readable shade of a brand colour', () => {
  it('darkens the default primary just enough for white text (about #2e7d32)', () => {
    const shade = readableShade('#389840', '#ffffff');
    expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(shade, '#ffffff')).toBeLessThan(4.6);
    expect(shade).toBe('#328739');
  });

  it('keeps the hue and saturation, moving only the lightness', () => {
    const shade = readableShade('#389840', '#f1f3f5');
    expect(lightnessOf(shade)).toBeLessThan(lightnessOf('#389840'));
    expect(readableShade(shade, '#f1f3f5')).toBe(shade);
    expect(shade).toBe('#2f7e35');
  });

  it('returns a colour that already reaches the ratio as it is', () => {
    expect(readableShade('#1E40AF', '#ffffff')).toBe('#1e40af');
    expect(readableShade('#fde047', '#000000')).toBe('#fde047');
  });

  it('lightens a colour on a dark background', () => {
    const shade = readableShade('#389840', '#22242f');
    expect(lightnessOf(shade)).toBeGreaterThan(lightnessOf('#389840'));
    expect(contrastRatio(shade, '#22242f')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('reaches any ratio asked for, and gives the extreme when none can', () => {
    const large = readableShade('#fab005', '#ffffff', 3);
    expect(contrastRatio(large, '#ffffff')).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(large, '#ffffff')).toBeLessThan(3.1);
    expect(contrastRatio(readableShade('#777777', '#777777'), '#777777')).toBeGreaterThanOrEqual(
      TEXT_CONTRAST,
    );
    // Black gives the mid grey 4.68:1 at most.
    expect(readableShade('#777777', '#777777', 7)).toBe('#000000');
  });

  it('darkens a pale tint on a grey panel, though the tint is the lighter of the two', () => {
    const shade = readableShade('#f5fbf5', '#f1f3f5');
    expect(lightnessOf(shade)).toBeLessThan(lightnessOf('#f1f3f5'));
    expect(contrastRatio(shade, '#f1f3f5')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('reaches 4.5:1 on white for every hue and lightness', () => {
    for (let hue = 0; hue < 360; hue += 15) {
      for (const lightness of [30, 50, 70, 90]) {
        const colour = `hsl(${hue}, 70%, ${lightness}%)`;
        const hex = hslHex(hue, 70, lightness);
        const shade = readableShade(hex, '#ffffff');
        expect(contrastRatio(shade, '#ffffff'), colour).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      }
    }
  });
});

function hslHex(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const v = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}
