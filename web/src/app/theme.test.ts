import { mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { darken, relativeLuminance } from '../lib/color';
import { contrastRatio } from '../lib/contrast';
import {
  createFormaTheme,
  filledHover,
  paletteCssVariables,
  readableShades,
  resolvePalette,
  shadesAround,
  textSurface,
} from './theme';

describe('web theme derivation (platform.md 9)', () => {
  it('uses the spec defaults when the account has no theme', () => {
    const palette = resolvePalette(null);
    expect(palette).toMatchObject({
      primary: '#389840',
      primaryContrast: '#ffffff',
      secondary: '#f5fbf5',
      secondaryContrast: '#22242f',
      systemText: '#389840',
    });
  });

  it('falls back field by field when GET themes returns nulls', () => {
    const palette = resolvePalette({
      primary_color: '#1e40af',
      primary_contrast_color: null,
      secondary_color: null,
      secondary_contrast_color: null,
      system_text_color: '#aa0000',
    });
    expect(palette.primary).toBe('#1e40af');
    expect(palette.primaryContrast).toBe('#ffffff');
    expect(palette.secondary).toBe('#f5fbf5');
    expect(palette.systemText).toBe('#aa0000');
  });

  it('makes the dark variant 7.5% darker (HSL lightness, as Sass darken)', () => {
    expect(resolvePalette(null).primaryDark).toBe('#2e7c34');
    expect(resolvePalette({ primary_color: '#808080' }).primaryDark).toBe('#6d6d6d');
  });

  it('makes the shadows 60% (primary), 7.5% (secondary) and 50% (system) lighter', () => {
    const grey = resolvePalette({
      primary_color: '#000000',
      secondary_color: '#000000',
      system_text_color: '#000000',
    });
    expect(grey.primaryShadow).toBe('#999999'); // lightness 0 -> 60
    expect(grey.secondaryShadow).toBe('#131313'); // lightness 0 -> 7.5
    expect(grey.systemShadow).toBe('#808080'); // lightness 0 -> 50
    // Lightness never goes past white.
    expect(resolvePalette({ primary_color: '#eeeeee' }).primaryShadow).toBe('#ffffff');
  });

  it('makes the secondary text 50% lighter for a dark contrast colour and 50% darker for a light one', () => {
    const dark = resolvePalette({ secondary_contrast_color: '#000000' });
    expect(relativeLuminance('#000000')).toBeLessThan(0.5);
    expect(dark.secondaryText).toBe('#808080');
    const light = resolvePalette({ secondary_contrast_color: '#ffffff' });
    expect(light.secondaryText).toBe('#808080');
    const lightGrey = resolvePalette({ secondary_contrast_color: '#e0e0e0' });
    expect(lightGrey.secondaryText).toBe('#616161');
    const darkGrey = resolvePalette({ secondary_contrast_color: '#202020' });
    expect(darkGrey.secondaryText).toBe('#a0a0a0');
  });

  it('puts the colour at Mantine shade 6 and its dark variant at 7 (the filled hover)', () => {
    const palette = resolvePalette({ primary_color: '#1e40af' });
    const shades = shadesAround(palette.primary, palette.primaryDark);
    expect(shades).toHaveLength(10);
    expect(shades[6]).toBe('#1e40af');
    expect(shades[7]).toBe(palette.primaryDark);
    expect(shades[0]).not.toBe(shades[5]);
  });

  it('maps the palette onto the Mantine theme with the contrast colour on filled buttons', () => {
    const palette = resolvePalette({ primary_color: '#1e40af', primary_contrast_color: '#fde047' });
    const override = createFormaTheme(palette);
    const theme = mergeMantineTheme(DEFAULT_THEME, override);
    expect(theme.primaryColor).toBe('primary');
    expect(theme.colors.primary?.[6]).toBe('#1e40af');
    // Mantine components pass `color || theme.primaryColor`.
    const filled = theme.variantColorResolver({ color: 'primary', theme, variant: 'filled' });
    expect(filled.color).toBe('#fde047');
    expect(filled.background).toBe('#1e40af');
    expect(filled.hover).toBe(palette.primaryDark);
    expect(theme.variantColorResolver({ color: 'red', theme, variant: 'filled' }).color).not.toBe(
      '#fde047',
    );
  });

  it('keeps the brand primary and derives from it the shades text and filled controls use (issue 10)', () => {
    const palette = resolvePalette(null);
    expect(palette.primary).toBe('#389840');
    // White on the brand green is 3.66:1; the readable shades reach 4.5:1.
    expect(contrastRatio(palette.primaryFilled, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(palette.primaryReadable, '#f1f3f5')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(palette.primaryReadable, palette.secondary)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(palette.systemTextReadable, palette.secondary)).toBeGreaterThanOrEqual(
      4.5,
    );
    expect(palette.primaryFilled).toBe('#328739');
    expect(palette.primaryReadable).toBe('#2f7e35');
  });

  it('puts the readable primary under links, text and filled buttons, the brand in --forma-primary', () => {
    const palette = resolvePalette(null);
    const theme = mergeMantineTheme(DEFAULT_THEME, createFormaTheme(palette));
    expect(theme.colors.primary?.[6]).toBe(palette.primaryReadable);
    const filled = theme.variantColorResolver({ color: 'primary', theme, variant: 'filled' });
    expect(filled).toMatchObject({ background: palette.primaryFilled, color: '#ffffff' });
    expect(relativeLuminance(filled.hover)).toBeLessThan(relativeLuminance(palette.primaryFilled));
    expect(paletteCssVariables(palette)['--forma-primary']).toBe('#389840');
  });

  it('makes the secondary readable against its contrast colour on filled controls, hovered too', () => {
    const palette = resolvePalette({
      secondary_color: '#60a5fa',
      secondary_contrast_color: '#ffffff',
    });
    // The page keeps the coach's secondary; white on it is 2.5:1.
    expect(palette.secondary).toBe('#60a5fa');
    expect(contrastRatio(palette.secondaryFilled, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    const theme = mergeMantineTheme(DEFAULT_THEME, createFormaTheme(palette));
    const filled = theme.variantColorResolver({ color: 'secondary', theme, variant: 'filled' });
    expect(filled).toMatchObject({ background: palette.secondaryFilled, color: '#ffffff' });
    expect(filled.hover).toBe(darken(palette.secondaryFilled, 7.5));
  });

  it('keeps dark text readable on the hover of a light filled control', () => {
    // Darkening the olive for the hover would take black below 4.5:1; it stops where it reads.
    const hover = filledHover('#808000', '#000000');
    expect(contrastRatio(darken('#808000', 7.5), '#000000')).toBeLessThan(4.5);
    expect(contrastRatio(hover, '#000000')).toBeGreaterThanOrEqual(4.5);
    expect(relativeLuminance(hover)).toBeLessThanOrEqual(relativeLuminance('#808000'));
    expect(filledHover('#fde047', '#000000')).toBe(darken('#fde047', 7.5));
  });

  it('makes the primary readable against the contrast colour a coach chose for filled controls', () => {
    const palette = resolvePalette({ primary_color: '#fde047', primary_contrast_color: '#000000' });
    // Black on yellow already reads; links on white need a dark shade of the yellow.
    expect(palette.primaryFilled).toBe('#fde047');
    expect(contrastRatio(palette.primaryReadable, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('makes every Mantine colour readable: text and filled shade 6, the light variant text 9 (on 1 and its hover 2)', () => {
    const theme = mergeMantineTheme(DEFAULT_THEME, createFormaTheme(resolvePalette(null)));
    for (const name of ['gray', 'red', 'orange', 'green', 'yellow', 'blue', 'teal'] as const) {
      const shades = theme.colors[name]!;
      expect(contrastRatio(shades[6], '#f1f3f5'), name).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(shades[6], '#ffffff'), name).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(shades[9], shades[1]), name).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(shades[9], shades[2]), name).toBeGreaterThanOrEqual(4.5);
      expect(relativeLuminance(shades[7]), name).toBeLessThanOrEqual(relativeLuminance(shades[6]));
    }
    // The dimmed grey also reads on selected rows (the primary's light shade).
    const dimmed = theme.colors.gray![6];
    expect(contrastRatio(dimmed, theme.colors.primary![1])).toBeGreaterThanOrEqual(4.5);
  });

  it('gives the primary named by its CSS variable the primary’s readable light shades', () => {
    const theme = mergeMantineTheme(DEFAULT_THEME, createFormaTheme(resolvePalette(null)));
    const light = (color: string) => theme.variantColorResolver({ color, theme, variant: 'light' });
    expect(light('var(--mantine-primary-color-filled)')).toEqual(light('primary'));
    expect(light('primary').color).toBe('var(--mantine-color-primary-light-color)');
  });

  it('leaves readable shades alone', () => {
    const dark = DEFAULT_THEME.colors.dark;
    expect(readableShades(DEFAULT_THEME.colors.violet, '#ffffff')[6]).toBe('#7950f2');
    expect(readableShades(dark, '#f1f3f5')[9]).toBe(dark[9]);
  });

  it('measures text against grey panels, or a darker light secondary colour', () => {
    expect(textSurface('#f5fbf5')).toBe('#f1f3f5');
    expect(textSurface('#e0e7ff')).toBe('#e0e7ff');
    expect(textSurface('#1e293b')).toBe('#f1f3f5');
  });

  it('exposes the palette as CSS variables', () => {
    const vars = paletteCssVariables(resolvePalette(null));
    expect(vars['--forma-primary']).toBe('#389840');
    expect(vars['--forma-secondary-text']).toBe(resolvePalette(null).secondaryText);
  });
});
