import type { PrescribedSet } from '@forma/contract/training/schedule.schemas';
import type { PerformedValues } from '@forma/contract/tracking/results.schemas';
import { setTexts as t } from '../tracking.messages';
import { clock, loadIn, type WeightUnit } from './units';

type Range = { min: number; max?: number };

const span = (range: Range, show: (value: number) => string | number = String) =>
  range.max === undefined || range.max === range.min
    ? String(show(range.min))
    : `${show(range.min)}-${show(range.max)}`;

const LABELLED = ['rpm', 'speed', 'cadence', 'heart_rate', 'calories', 'watts'] as const;
const labelOf = (metric: (typeof LABELLED)[number]) => t.metrics[metric].toLowerCase();

/** A prescribed set in words, loads in the viewer's unit: '8-10 reps · 60 kg · rest 1:30'. */
export function prescribedText(set: PrescribedSet, unit: WeightUnit): string {
  const parts: string[] = [];
  if (set.weight)
    parts.push(
      'kg' in set.weight
        ? `${span(set.weight.kg, (kg) => loadIn(kg, unit))} ${unit}`
        : t.percentOfMax(span(set.weight.percent_of_max)),
    );
  if (set.reps) parts.push(`${span(set.reps)} ${t.units.reps}`);
  if (set.time) parts.push(span(set.time, clock));
  if (set.distance) parts.push(`${span(set.distance)} ${t.units.distance}`);
  for (const metric of LABELLED) {
    const range = set[metric];
    if (range) parts.push(`${labelOf(metric)} ${span(range)}`);
  }
  if (set.rpe) parts.push(`${t.units.rpe} ${span(set.rpe)}`);
  if (set.rir) parts.push(`${t.units.rir} ${span(set.rir)}`);
  if (set.tempo) parts.push(`tempo ${set.tempo}`);
  if (set.rest) parts.push(`${t.units.rest} ${span(set.rest, clock)}`);
  return parts.join(' · ');
}

/** Performed values in words, the same way. */
export function performedText(values: PerformedValues, unit: WeightUnit): string {
  const { weight_kg, ...rest } = values;
  const asRanges = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [
      key,
      typeof value === 'number' ? { min: value } : value,
    ]),
  ) as PrescribedSet;
  if (weight_kg !== undefined) asRanges.weight = { kg: { min: weight_kg }, unit: 'kg' };
  return prescribedText(asRanges, unit);
}
