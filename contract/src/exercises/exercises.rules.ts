/**
 * The exercise vocabulary of programs-and-commerce.md 3 (Exercise, metric sets per category),
 * shared by the library, the builder's prescriptions and the client's records.
 */

export const METRIC_CATEGORIES = ['strength', 'cardio', 'mobility'] as const;
export type MetricCategory = (typeof METRIC_CATEGORIES)[number];

/** The spec's major muscle groups. */
export const MUSCLE_GROUPS = [
  'abdominal',
  'arms',
  'back',
  'chest',
  'shoulders',
  'lower_legs',
  'upper_legs',
] as const;
export type MuscleGroup = (typeof MUSCLE_GROUPS)[number];

export const EQUIPMENT_KINDS = [
  'cardio',
  'strength',
  'functional',
  'mobility',
  'specialised_equipment',
  'accessories',
  'other',
] as const;
export type EquipmentKind = (typeof EQUIPMENT_KINDS)[number];

/** Muscles named as an exercise's primary and secondary muscles, each in its major group. */
export const MUSCLES = {
  abs: 'abdominal',
  obliques: 'abdominal',
  hip_flexors: 'abdominal',
  biceps: 'arms',
  triceps: 'arms',
  forearms: 'arms',
  lats: 'back',
  traps: 'back',
  rhomboids: 'back',
  lower_back: 'back',
  chest: 'chest',
  front_delts: 'shoulders',
  side_delts: 'shoulders',
  rear_delts: 'shoulders',
  rotator_cuff: 'shoulders',
  calves: 'lower_legs',
  tibialis: 'lower_legs',
  quadriceps: 'upper_legs',
  hamstrings: 'upper_legs',
  glutes: 'upper_legs',
  adductors: 'upper_legs',
  abductors: 'upper_legs',
} as const satisfies Record<string, MuscleGroup>;
export type Muscle = keyof typeof MUSCLES;
export const MUSCLE_NAMES = Object.keys(MUSCLES) as Muscle[];

export const METRICS = [
  'weight',
  'reps',
  'rpe',
  'rir',
  'rest',
  'rpm',
  'tempo',
  'time',
  'speed',
  'cadence',
  'distance',
  'heart_rate',
  'calories',
  'watts',
] as const;
export type Metric = (typeof METRICS)[number];

/** The metrics an exercise of each category may be prescribed and recorded in (spec 3). */
export const METRIC_SETS = {
  strength: ['weight', 'reps', 'rpe', 'rest', 'rpm', 'tempo', 'time', 'rir'],
  cardio: ['time', 'speed', 'cadence', 'distance', 'rpe', 'heart_rate', 'calories', 'watts'],
  mobility: ['cadence', 'rest', 'reps', 'rir', 'rpe', 'tempo', 'time', 'weight'],
} as const satisfies Record<MetricCategory, readonly Metric[]>;

export const isMetricOf = (category: MetricCategory, metric: Metric): boolean =>
  (METRIC_SETS[category] as readonly Metric[]).includes(metric);

/** The metrics among `metrics` that an exercise of `category` cannot be prescribed in. */
export const metricsOutside = (category: MetricCategory, metrics: readonly Metric[]): Metric[] =>
  metrics.filter((metric) => !isMetricOf(category, metric));

/** Which library a list shows: the account's own exercises or the product's. */
export const EXERCISE_LIBRARIES = ['mine', 'product'] as const;
export type ExerciseLibrary = (typeof EXERCISE_LIBRARIES)[number];

export const EXERCISE_PAGE_SIZE = 50;
export const EXERCISE_NAME_MAX = 100;
export const EXERCISE_INSTRUCTIONS_MAX = 2000;
/** A product exercise's instructions are short: two or three sentences. */
export const PRODUCT_INSTRUCTIONS_MAX = 400;
export const EXERCISE_MUSCLES_MAX = 8;

type PlanFacts = {
  active: boolean;
  free_plan: boolean;
  free_usage: boolean;
  plan: { product_kind: string } | null;
};

/**
 * Spec 6: creating and editing exercises is PROFESSIONAL-only, and the legacy Starter plan may
 * do neither. As the other PRO gates (professionalFeatures), an active paid plan or a running
 * trial may; FREE, a blocked account and Starter may not.
 */
export function mayEditExercises(sub: PlanFacts | null): boolean {
  if (!sub || !sub.active || sub.free_plan || sub.free_usage) return false;
  return sub.plan?.product_kind !== 'starter';
}

/** The default metrics a new exercise of each category starts with (the coach may change them). */
export const STARTING_METRICS = {
  strength: ['weight', 'reps', 'rest'],
  cardio: ['time', 'distance'],
  mobility: ['time'],
} as const satisfies Record<MetricCategory, readonly Metric[]>;
