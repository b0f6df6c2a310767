import { DEFAULT_THEME, mergeMantineTheme, type MantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import type { WebTheme } from '@forma/contract/customisation/themes.schemas';
import { parseHex, toHex } from '../lib/color';
import { contrastRatio, TEXT_CONTRAST } from '../lib/contrast';
import { createFormaTheme, resolvePalette, textSurface } from './theme';

/** `color` at `alpha` over `surface`, as the browser paints it. */
function over(surface: string, color: string, alpha: number): string {
  const [top, bottom] = [parseHex(color), parseHex(surface)];
  return toHex(top.map((c, i) => c * alpha + bottom[i]! * (1 - alpha)) as [number, number, number]);
}

/** Mantine's light-scheme colour variables (get-css-color-variables), as shades of the tuple. */
const VARIABLE_SHADES: Record<string, number> = {
  filled: 6,
  'filled-hover': 7,
  light: 1,
  'light-hover': 2,
  'light-color': 9,
  outline: 6,
  text: 6,
};

/** A colour the variant resolver returns, painted on `surface`. */
function paint(theme: MantineTheme, value: string, surface: string): string {
  if (value === 'transparent') return surface;
  if (value.startsWith('#')) return value;
  const rgba = /^rgba\((\d+), (\d+), (\d+), ([\d.]+)\)$/.exec(value);
  if (rgba) return over(surface, toHex([+rgba[1]!, +rgba[2]!, +rgba[3]!]), +rgba[4]!);
  const variable = /^var\(--mantine-color-([a-z]+)(?:-([a-z0-9-]+))?\)$/.exec(value);
  if (!variable) throw new Error(`Unknown colour ${value}`);
  const [, name, key] = variable;
  if (name === 'white') return theme.white;
  if (name === 'black') return theme.black;
  const shades = theme.colors[name!]!;
  if (key === 'outline-hover') return over(surface, shades[6], 0.05);
  const shade = /^\d$/.test(key!) ? Number(key) : VARIABLE_SHADES[key!];
  if (shade === undefined) throw new Error(`Unknown colour ${value}`);
  return shades[shade]!;
}

// The colours the app gives Buttons, Badges, ActionIcons and Menu items (`color=`), with the
// primary named by its CSS variable (account status badges).
const COLOURS = [
  'primary',
  'var(--mantine-primary-color-filled)',
  'secondary',
  'red',
  'orange',
  'gray',
  'green',
  'yellow',
  'blue',
  'teal',
  'dark',
];
// Filled, light and subtle controls have a hover; outline and transparent ones are Badges here.
const WITH_HOVER = ['filled', 'light', 'subtle'];
const WITHOUT_HOVER = ['outline', 'transparent', 'white'];

const PALETTES: Record<string, Partial<WebTheme> | null> = {
  default: null,
  'black on yellow': { primary_color: '#fde047', primary_contrast_color: '#000000' },
  'white on blue': { primary_color: '#1e40af', primary_contrast_color: '#ffffff' },
  'white on a mid-blue secondary': {
    secondary_color: '#60a5fa',
    secondary_contrast_color: '#ffffff',
  },
  'grey on a lavender secondary': {
    secondary_color: '#e0e7ff',
    secondary_contrast_color: '#888888',
  },
  'dark secondary': { secondary_color: '#1e293b', secondary_contrast_color: '#f8fafc' },
};

describe.each(Object.entries(PALETTES))('variant colours of the %s theme', (_, webTheme) => {
  const palette = resolvePalette(webTheme);
  const theme = mergeMantineTheme(DEFAULT_THEME, createFormaTheme(palette));
  // Transparent controls sit on white cards, grey panels or the page's light tint.
  const surfaces = ['#ffffff', textSurface(palette.secondary)];
  const measure = (color: string, variant: string, surface: string) => {
    const colours = theme.variantColorResolver({ color, theme, variant });
    const text = paint(theme, colours.color, surface);
    return {
      normal: contrastRatio(text, paint(theme, colours.background, surface)),
      hover: contrastRatio(text, paint(theme, colours.hover, surface)),
    };
  };

  it.each(WITH_HOVER)('%s: text reaches 4.5:1 on the control and on its hover', (variant) => {
    for (const color of COLOURS) {
      for (const surface of surfaces) {
        const { normal, hover } = measure(color, variant, surface);
        const where = `${color} on ${surface}`;
        expect(normal, where).toBeGreaterThanOrEqual(TEXT_CONTRAST);
        expect(hover, `${where}, hovered`).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      }
    }
  });

  it.each(WITHOUT_HOVER)('%s: text reaches 4.5:1 on the control', (variant) => {
    for (const color of COLOURS) {
      for (const surface of surfaces) {
        const where = `${color} on ${surface}`;
        expect(measure(color, variant, surface).normal, where).toBeGreaterThanOrEqual(
          TEXT_CONTRAST,
        );
      }
    }
  });
});
