import { KG_PER_LB } from '@forma/contract/training/macros.rules';

export type WeightUnit = 'kg' | 'lb';

const round = (value: number, places = 1) => Math.round(value * 10 ** places) / 10 ** places;

/** A load stored in kilograms, in the viewer's unit (one decimal). */
export const loadIn = (kg: number, unit: WeightUnit): number =>
  round(unit === 'kg' ? kg : kg / KG_PER_LB);

/** A load typed in the viewer's unit, in kilograms as stored. */
export const kgFrom = (value: number, unit: WeightUnit): number =>
  unit === 'kg' ? value : round(value * KG_PER_LB, 3);

/** Seconds as '45 s', '1:30' or '1:02:03'. */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return `${whole} s`;
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
