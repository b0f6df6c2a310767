// Readable shades of brand colours (docs/decisions/platform-web.md, "Brand colours and contrast"):
// a brand colour stays as it is for large areas and decoration; text, links and filled controls use
// the nearest shade of it that reaches WCAG AA contrast against what it is drawn on or carries.
import { lightnessOf, parseHex, relativeLuminance, toHex, withLightness } from './color';

/** WCAG 2 AA for normal-size text (1.4.3). */
export const TEXT_CONTRAST = 4.5;

/**
 * The luminance at which black and white contrast equally (both 4.58:1): a background above it is
 * light (dark text reads better on it), below it dark.
 */
const MIDDLE_LUMINANCE = Math.sqrt(1.05 * 0.05) - 0.05;

/** The WCAG contrast ratio of two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/**
 * `color` itself when it reaches `ratio` against `background`; otherwise the shade of it (same hue
 * and saturation) nearest in HSL lightness that does, darker on a light background and lighter on
 * a dark one (even when `color` starts on the other side of it: a pale tint on a grey panel turns
 * dark). 4.5:1 is always reached; a higher ratio no shade reaches gives the extreme.
 */
export function readableShade(color: string, background: string, ratio = TEXT_CONTRAST): string {
  const hex = toHex(parseHex(color));
  if (contrastRatio(hex, background) >= ratio) return hex;
  const darker = relativeLuminance(background) > MIDDLE_LUMINANCE;
  const reaches = (lightness: number) =>
    contrastRatio(withLightness(hex, lightness), background) >= ratio;
  // `far` always reaches (or is the extreme), `near` never does: halve the gap between them.
  let near = lightnessOf(hex);
  let far = darker ? 0 : 100;
  for (let step = 0; step < 24; step += 1) {
    const middle = (near + far) / 2;
    if (reaches(middle)) far = middle;
    else near = middle;
  }
  return withLightness(hex, far);
}
