import {
  createTheme,
  DEFAULT_THEME,
  defaultVariantColorsResolver,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
  type VariantColorsResolver,
} from '@mantine/core';
import type { WebTheme } from '@forma/contract/customisation/themes.schemas';
import { darken, lighten, lightnessOf, relativeLuminance, withLightness } from '../lib/color';
import { readableShade } from '../lib/contrast';
import { controlNames } from '../lib/messages';

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
  /**
   * The primary for links and text (docs/decisions/platform-web.md, "Brand colours and contrast").
   */
  primaryReadable: string;
  /** The primary behind the primary contrast colour on filled controls. */
  primaryFilled: string;
  /** The secondary behind the secondary contrast colour on filled controls. */
  secondaryFilled: string;
  systemTextReadable: string;
};

/** Mantine's gray 1: the darkest light panel the app puts text on. */
const GRAY_PANEL = DEFAULT_THEME.colors.gray[1];

/**
 * The surface readable text is measured against: Mantine's grey panels, or the account's
 * secondary colour when that is darker but still light. Text readable there is readable on white
 * and on the page's tint too.
 */
export function textSurface(secondary: string): string {
  const luminance = relativeLuminance(secondary);
  return luminance >= 0.5 && luminance < relativeLuminance(GRAY_PANEL) ? secondary : GRAY_PANEL;
}

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
  const primaryContrast = pick('primary_contrast_color');
  const surface = textSurface(secondary);
  return {
    primary,
    primaryContrast,
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
    primaryReadable: readableShade(primary, surface),
    primaryFilled: readableShade(primary, primaryContrast),
    secondaryFilled: readableShade(secondary, secondaryContrast),
    systemTextReadable: readableShade(systemText, surface),
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

/** The darkest of some colours (lowest relative luminance). */
const darkest = (...colors: string[]) =>
  colors.reduce((a, b) => (relativeLuminance(a) <= relativeLuminance(b) ? a : b));

/**
 * A Mantine colour made readable: shade 6 (text, links, outlines, and filled controls with white
 * text) reaches AA on `surface`, the filled hovers (7, 8) are no lighter, and shade 9 (the text of
 * the light, subtle and transparent variants) reaches AA on shades 1 and 2 (their background and
 * hover) and on `surface`.
 */
export function readableShades(shades: MantineColorsTuple, surface: string): MantineColorsTuple {
  const readable: string[] = [...shades];
  readable[6] = readableShade(shades[6], surface);
  for (const index of [7, 8]) {
    if (relativeLuminance(readable[index]!) > relativeLuminance(readable[index - 1]!))
      readable[index] = darken(readable[index - 1]!, 7.5);
  }
  readable[9] = readableShade(shades[9], darkest(shades[1], shades[2], surface));
  return readable as unknown as MantineColorsTuple;
}

/**
 * The hover of a filled control: its dark variant (7.5% darker, platform.md 9), moved back just
 * far enough for the contrast colour on it to keep 4.5:1 (dark text on a light colour).
 */
export const filledHover = (filled: string, contrast: string) =>
  readableShade(darken(filled, 7.5), contrast);

/** A brand colour's Mantine shades: its readable shade at 6 and the others around it, readable. */
function readableBrandShades(color: string, surface: string): MantineColorsTuple {
  const readable = readableShade(color, surface);
  return readableShades(shadesAround(readable, darken(readable, 7.5)), surface);
}

/**
 * Mantine's own colours made readable. Grey is the dimmed text, which also sits on selected rows
 * (the primary's light shade), so it is measured against the darker of that and the surface.
 */
function readableMantineColors(surface: string, primaryLight: string) {
  const greySurface =
    relativeLuminance(primaryLight) < relativeLuminance(surface) ? primaryLight : surface;
  return Object.fromEntries(
    Object.entries(DEFAULT_THEME.colors)
      .filter(([name]) => name !== 'dark')
      .map(([name, shades]) => [
        name,
        readableShades(shades, name === 'gray' ? greySurface : surface),
      ]),
  );
}

/** Some components name the primary by its CSS variable; it gets the primary's readable shades. */
const PRIMARY_VARIABLE = 'var(--mantine-primary-color-filled)';

const variantColorResolver =
  (palette: FormaPalette): VariantColorsResolver =>
  (given) => {
    const input = given.color === PRIMARY_VARIABLE ? { ...given, color: 'primary' } : given;
    const result = defaultVariantColorsResolver(input);
    const isPrimary = input.color === undefined || input.color === 'primary';
    const filled = (background: string, color: string) => ({
      ...result,
      background,
      hover: filledHover(background, color),
      color,
    });
    if (input.variant !== 'filled') return result;
    if (isPrimary) return filled(palette.primaryFilled, palette.primaryContrast);
    if (input.color === 'secondary')
      return filled(palette.secondaryFilled, palette.secondaryContrast);
    return result;
  };

/** The Mantine theme of an account's palette. */
export function createFormaTheme(palette: FormaPalette): MantineThemeOverride {
  const surface = textSurface(palette.secondary);
  const primary = readableBrandShades(palette.primaryReadable, surface);
  return createTheme({
    primaryColor: 'primary',
    primaryShade: 6,
    colors: {
      ...readableMantineColors(surface, primary[1]),
      primary,
      // Only filled controls show the secondary itself (the resolver above); its other variants
      // draw text in these shades, readable like the primary's.
      secondary: readableBrandShades(palette.secondary, surface),
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
      CloseButton: { defaultProps: { 'aria-label': controlNames.close } },
      // The arrows of every date picker (@mantine/dates renders its pickers through Calendar).
      // Days of the months around are left out: Mantine dims them below the contrast axe asks.
      Calendar: { defaultProps: { ariaLabels: controlNames.calendar, hideOutsideDates: true } },
      // The dropdown of DatePickerInput (and DateTimePicker, Month/YearPickerInput) is a dialog
      // labelled by the popover's target id, which the input replaces with its own: it is named
      // instead. Default props merge shallowly, so a call site's `popoverProps` must repeat this.
      PickerInputBase: {
        defaultProps: {
          popoverProps: {
            attributes: {
              dropdown: { 'aria-label': controlNames.datePicker, 'aria-labelledby': undefined },
            },
          },
        },
      },
      // Its role "presentation" is not allowed in a menu; the header's dropdowns bring their own.
      Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
      Modal: {
        defaultProps: {
          centered: true,
          radius: 'lg',
          closeButtonProps: { 'aria-label': controlNames.close },
        },
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
    '--forma-primary-readable': palette.primaryReadable,
    '--forma-primary-filled': palette.primaryFilled,
    '--forma-system-text-readable': palette.systemTextReadable,
  };
}

export const cssVariablesResolver =
  (palette: FormaPalette): CSSVariablesResolver =>
  () => ({ variables: paletteCssVariables(palette), light: {}, dark: {} });
