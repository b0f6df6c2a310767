// Colour arithmetic for the web theme (platform.md 9 "Theme defaults"). "N% lighter/darker"
// follows the Sass / tinycolor meaning: add or remove N points of HSL lightness.

type Hsl = { h: number; s: number; l: number };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function parseHex(hex: string): [number, number, number] {
  const match = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim());
  if (!match) throw new Error(`Not a hex colour: ${hex}`);
  let digits = match[1]!;
  if (digits.length === 3) digits = digits.replace(/./g, (d) => d + d);
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

export function toHex([r, g, b]: readonly [number, number, number]): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(clamp(c, 0, 255))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function rgbToHsl([r, g, b]: readonly [number, number, number]): Hsl {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l: l * 100 };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rn) h = (gn - bn) / d + (gn < bn ? 6 : 0);
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return { h: h * 60, s: s * 100, l: l * 100 };
}

function hslToRgb({ h, s, l }: Hsl): [number, number, number] {
  const sn = s / 100;
  const ln = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sn * Math.min(ln, 1 - ln);
  const f = (n: number) => ln - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

/** Moves HSL lightness by `points` (positive lighter, negative darker), clamped to 0..100. */
export function shiftLightness(hex: string, points: number): string {
  const hsl = rgbToHsl(parseHex(hex));
  return toHex(hslToRgb({ ...hsl, l: clamp(hsl.l + points, 0, 100) }));
}

export const lighten = (hex: string, percent: number) => shiftLightness(hex, percent);
export const darken = (hex: string, percent: number) => shiftLightness(hex, -percent);

/** Sets HSL lightness to an absolute value, keeping hue and saturation. */
export function withLightness(hex: string, lightness: number): string {
  return toHex(hslToRgb({ ...rgbToHsl(parseHex(hex)), l: clamp(lightness, 0, 100) }));
}

export function lightnessOf(hex: string): number {
  return rgbToHsl(parseHex(hex)).l;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
