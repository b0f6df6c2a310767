import { defaultVariantColorsResolver, mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { relativeLuminance } from '../lib/color';
import { createFormaTheme, paletteCssVariables, resolvePalette, shadesAround } from './theme';

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
    expect(filled.hover).toBe(
      defaultVariantColorsResolver({ color: 'primary', theme, variant: 'filled' }).hover,
    );
    expect(theme.variantColorResolver({ color: 'red', theme, variant: 'filled' }).color).not.toBe(
      '#fde047',
    );
  });

  it('exposes the palette as CSS variables', () => {
    const vars = paletteCssVariables(resolvePalette(null));
    expect(vars['--forma-primary']).toBe('#389840');
    expect(vars['--forma-secondary-text']).toBe(resolvePalette(null).secondaryText);
  });
});
