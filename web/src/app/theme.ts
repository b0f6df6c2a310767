import {
  createTheme,
  defaultVariantColorsResolver,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
  type VariantColorsResolver,
} from '@mantine/core';
import type { WebTheme } from '@forma/contract/customisation/themes.schemas';
import { darken, lighten, lightnessOf, relativeLuminance, withLightness } from '../lib/color';

/** Theme defaults (platform.md 9). */
export const defaultWebTheme = {
  primary_color: '#389840',
  primary_contrast_color: '#ffffff',
  secondary_color: '#f5fbf5',
  secondary_contrast_color: '#22242f',
  system_text_color: '#389840',
} as const satisfies { [K in keyof WebTheme]: string };

/** The account's web colours with every derived shade the UI uses. */
export type FormaPalette = {
  primary: string;
  primaryContrast: string;
  secondary: string;
  secondaryContrast: string;
  systemText: string;
  primaryDark: string;
  secondaryDark: string;
  primaryShadow: string;
  secondaryShadow: string;
  systemShadow: string;
  secondaryText: string;
};

/**
 * GET themes `web_theme` (null fields fall back to the defaults) -> the palette (platform.md 9):
 * dark variants 7.5% darker; shadows primary 60%, secondary 7.5%, system 50% lighter; the
 * secondary text is the secondary contrast colour made 50% lighter when its luminance is below
 * 0.5, otherwise 50% darker.
 */
export function resolvePalette(webTheme: Partial<WebTheme> | null | undefined): FormaPalette {
  const pick = (key: keyof WebTheme) => webTheme?.[key] ?? defaultWebTheme[key];
  const primary = pick('primary_color');
  const secondary = pick('secondary_color');
  const secondaryContrast = pick('secondary_contrast_color');
  const systemText = pick('system_text_color');
  return {
    primary,
    primaryContrast: pick('primary_contrast_color'),
    secondary,
    secondaryContrast,
    systemText,
    primaryDark: darken(primary, 7.5),
    secondaryDark: darken(secondary, 7.5),
    primaryShadow: lighten(primary, 60),
    secondaryShadow: lighten(secondary, 7.5),
    systemShadow: lighten(systemText, 50),
    secondaryText:
      relativeLuminance(secondaryContrast) < 0.5
        ? lighten(secondaryContrast, 50)
        : darken(secondaryContrast, 50),
  };
}

/**
 * A Mantine 10-shade tuple around `base` at index 6 (Mantine's light primary shade) with the
 * spec's dark variant at index 7, which Mantine uses for the hover of filled components.
 */
export function shadesAround(base: string, dark: string): MantineColorsTuple {
  const l = lightnessOf(base);
  const lighter = [0, 1, 2, 3, 4, 5].map((i) => withLightness(base, l + ((97 - l) * (6 - i)) / 6));
  return [
    ...lighter,
    base,
    dark,
    darken(base, 15),
    darken(base, 22.5),
  ] as unknown as MantineColorsTuple;
}

const variantColorResolver =
  (palette: FormaPalette): VariantColorsResolver =>
  (input) => {
    const result = defaultVariantColorsResolver(input);
    const isPrimary = input.color === undefined || input.color === 'primary';
    if (isPrimary && input.variant === 'filled')
      return { ...result, color: palette.primaryContrast };
    if (input.color === 'secondary' && input.variant === 'filled') {
      return { ...result, color: palette.secondaryContrast, hover: palette.secondaryDark };
    }
    return result;
  };

/** The Mantine theme of an account's palette. */
export function createFormaTheme(palette: FormaPalette): MantineThemeOverride {
  return createTheme({
    primaryColor: 'primary',
    primaryShade: 6,
    colors: {
      primary: shadesAround(palette.primary, palette.primaryDark),
      secondary: shadesAround(palette.secondary, palette.secondaryDark),
    },
    variantColorResolver: variantColorResolver(palette),
    fontFamily:
      'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    headings: { fontWeight: '700' },
    defaultRadius: 'md',
    cursorType: 'pointer',
    // Layout breakpoints of platform.md 9: small mobile 575 px, mobile 797.98 px, tablet 991.98 px.
    breakpoints: { xs: '36em', sm: '49.875em', md: '62em', lg: '75em', xl: '88em' },
    other: { palette },
    components: {
      Button: { defaultProps: { fw: 600 } },
      Modal: {
        defaultProps: { centered: true, radius: 'lg', closeButtonProps: { 'aria-label': 'Close' } },
      },
      Paper: { defaultProps: { radius: 'lg' } },
      Card: { defaultProps: { radius: 'lg' } },
      // Several error messages are joined with line breaks (platform.md 8).
      Notification: { styles: { description: { whiteSpace: 'pre-line' } } },
    },
  });
}

/** CSS variables for plain CSS (`var(--forma-primary)` and friends). */
export function paletteCssVariables(palette: FormaPalette): Record<string, string> {
  return {
    '--forma-primary': palette.primary,
    '--forma-primary-contrast': palette.primaryContrast,
    '--forma-primary-dark': palette.primaryDark,
    '--forma-primary-shadow': palette.primaryShadow,
    '--forma-secondary': palette.secondary,
    '--forma-secondary-contrast': palette.secondaryContrast,
    '--forma-secondary-dark': palette.secondaryDark,
    '--forma-secondary-shadow': palette.secondaryShadow,
    '--forma-secondary-text': palette.secondaryText,
    '--forma-system-text': palette.systemText,
    '--forma-system-shadow': palette.systemShadow,
  };
}

export const cssVariablesResolver =
  (palette: FormaPalette): CSSVariablesResolver =>
  () => ({ variables: paletteCssVariables(palette), light: {}, dark: {} });
