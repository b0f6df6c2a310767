import type { Metric, MetricCategory } from '@forma/contract/exercises/exercises.rules';
import { STARTING_METRICS } from '@forma/contract/exercises/exercises.rules';
import type { PrescribedSet } from '@forma/contract/training/schedule.schemas';
import type { PerformedValues } from '@forma/contract/tracking/results.schemas';

type NumericMetric = Exclude<Metric, 'weight' | 'tempo'>;
const NUMERIC: readonly NumericMetric[] = [
  'reps',
  'rpe',
  'rir',
  'rest',
  'rpm',
  'time',
  'speed',
  'cadence',
  'distance',
  'heart_rate',
  'calories',
  'watts',
];

/**
 * The values a set is logged with when the client accepts the prescription in one tap: each
 * prescribed value, a range at its lower bound; a load in kilograms (as stored; shown in the
 * client's unit); a percentage of the client's max has no pre-fill. Null when nothing is left.
 */
export function prefillOf(set: PrescribedSet): PerformedValues | null {
  const values: PerformedValues = {};
  if (set.weight && 'kg' in set.weight) values.weight_kg = set.weight.kg.min;
  for (const metric of NUMERIC) {
    const range = set[metric];
    if (range) values[metric] = range.min;
  }
  if (set.tempo) values.tempo = set.tempo;
  return Object.keys(values).length ? values : null;
}

/** Which metric a performed value records. */
export const metricOfValue = (key: keyof PerformedValues): Metric =>
  key === 'weight_kg' ? 'weight' : key;

/**
 * The metrics a set is edited in: those the coach prescribed on any of the exercise's sets and
 * those already recorded, in the exercise's order; the category's usual ones when none.
 */
export function editMetrics(
  category: MetricCategory,
  sets: readonly PrescribedSet[],
  performed: readonly PerformedValues[],
): Metric[] {
  const used = new Set<Metric>();
  for (const set of sets) for (const key of Object.keys(set)) used.add(key as Metric);
  for (const values of performed)
    for (const key of Object.keys(values)) used.add(metricOfValue(key as keyof PerformedValues));
  const order: readonly Metric[] = [
    'weight',
    'reps',
    'time',
    'distance',
    'speed',
    'cadence',
    'rpm',
    'heart_rate',
    'calories',
    'watts',
    'rpe',
    'rir',
    'tempo',
    'rest',
  ];
  const chosen = order.filter((metric) => used.has(metric));
  return chosen.length ? chosen : [...STARTING_METRICS[category]];
}
