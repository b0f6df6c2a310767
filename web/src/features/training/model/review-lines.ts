import type { Metric } from '@forma/contract/exercises/exercises.rules';
import type { PrescribedSet } from '@forma/contract/training/schedule.schemas';
import type { PerformedValues } from '@forma/contract/tracking/results.schemas';
import { performedTexts as t } from '../review.messages';
import { formatMetric } from './set-values';

const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

/** The order a set's values read in: load and reps first, as a coach reads a log. */
const ORDER = [
  'weight_kg',
  'reps',
  'time',
  'distance',
  'speed',
  'cadence',
  'rpm',
  'watts',
  'heart_rate',
  'calories',
  'rpe',
  'rir',
  'tempo',
  'rest',
] as const satisfies readonly (keyof PerformedValues)[];

function performedPart(key: (typeof ORDER)[number], values: PerformedValues): string | null {
  const value = values[key];
  if (value === undefined) return null;
  if (key === 'tempo') return t.tempo(String(value));
  if (typeof value !== 'number') return null;
  if (key === 'weight_kg') return t.weight(Math.round(value * 100) / 100);
  if (key === 'time') return t.time(clock(value));
  if (key === 'rest') return t.rest(clock(value));
  return t[key](value);
}

/** One line of a performed set, e.g. '60 kg · 8 reps · RPE 8'. */
export const performedLine = (values: PerformedValues): string =>
  ORDER.map((key) => performedPart(key, values))
    .filter((text): text is string => text !== null)
    .join(' · ');

/** One line of a prescribed set in the same words, e.g. '60 kg · 8-10 reps'. */
export function prescribedLine(metrics: readonly Metric[], set: PrescribedSet): string {
  return metrics
    .map((metric) => {
      const value = formatMetric(metric, set);
      if (!value) return null;
      return metric === 'weight' ? value : t[metric](value);
    })
    .filter((text): text is string => text !== null)
    .join(' · ');
}
