import type { Metric } from '@forma/contract/exercises/exercises.rules';
import { trainingMessages as m } from '@forma/contract/training/schedule.messages';
import type { PrescribedSet } from '@forma/contract/training/schedule.schemas';
import { setValueTexts as t } from '../schedule.messages';

/**
 * The cells of a sets table: what the coach types and what it shows. A value is a number or a
 * range ('8-10'); time and rest are seconds ('90' or '1:30'), distance metres, a load kilograms
 * or pounds ('60', '60 kg', '135 lb') or a percentage of the client's max ('70%').
 */
export type Range = { min: number; max?: number };
export type Load = NonNullable<PrescribedSet['weight']>;
export type Parsed<T> = { value: T | undefined } | { error: string };

const LB_IN_KG = 0.45359237;
const MAX_VALUE = 100_000;
const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
const SECONDS = String.raw`(\d+(?::[0-5]\d)?)`;

const toNumber = (text: string) => Number(text.replace(',', '.'));
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** Seconds from '90' or '1:30'. */
const toSeconds = (text: string) => {
  const [a, b] = text.split(':');
  return b === undefined ? Number(a) : Number(a) * 60 + Number(b);
};

function rangeOf(min: number, max: number | undefined): Parsed<Range> {
  if (min > MAX_VALUE || (max ?? 0) > MAX_VALUE) return { error: t.tooBig };
  if (max !== undefined && max < min) return { error: m.rangeOrder };
  return { value: max === undefined || max === min ? { min } : { min, max } };
}

function parseWith(text: string, part: string, read: (text: string) => number): Parsed<Range> {
  const found = new RegExp(String.raw`^${part}(?:\s*[-–]\s*${part})?$`).exec(text.trim());
  if (!found) return { error: t.badNumber };
  return rangeOf(read(found[1]!), found[2] === undefined ? undefined : read(found[2]));
}

export function parseRange(text: string): Parsed<Range> {
  if (text.trim() === '') return { value: undefined };
  return parseWith(text, NUMBER, toNumber);
}

export function parseSeconds(text: string): Parsed<Range> {
  if (text.trim() === '') return { value: undefined };
  const parsed = parseWith(text, SECONDS, toSeconds);
  return 'error' in parsed ? { error: t.badTime } : parsed;
}

/** A load; `unit` is the one a bare number is read in (the last one the coach wrote). */
export function parseLoad(text: string, unit: 'kg' | 'lb'): Parsed<Load> {
  const trimmed = text.trim().toLowerCase();
  if (trimmed === '') return { value: undefined };
  const suffix = /\s*(%|kg|lbs?)$/.exec(trimmed);
  const range = parseRange(suffix ? trimmed.slice(0, suffix.index) : trimmed);
  if ('error' in range) return { error: t.badLoad };
  if (!range.value) return { error: t.badLoad };
  if (suffix?.[1] === '%') return { value: { percent_of_max: range.value } };
  const written = suffix ? (suffix[1] === 'kg' ? 'kg' : 'lb') : unit;
  const toKg = (value: number) => (written === 'kg' ? value : round(value * LB_IN_KG, 3));
  const kg = {
    min: toKg(range.value.min),
    ...(range.value.max === undefined ? {} : { max: toKg(range.value.max) }),
  };
  return { value: { kg, unit: written } };
}

export function parseTempo(text: string): Parsed<string> {
  const trimmed = text.trim().toUpperCase();
  if (trimmed === '') return { value: undefined };
  return /^[0-9X]{4}$/.test(trimmed) ? { value: trimmed } : { error: m.tempo };
}

const SECOND_METRICS: readonly Metric[] = ['rest', 'time'];

export function parseMetric(metric: Metric, text: string, unit: 'kg' | 'lb'): Parsed<unknown> {
  if (metric === 'weight') return parseLoad(text, unit);
  if (metric === 'tempo') return parseTempo(text);
  return SECOND_METRICS.includes(metric) ? parseSeconds(text) : parseRange(text);
}

const number = (value: number) => String(round(value, 2));
const clock = (seconds: number) =>
  seconds < 60
    ? String(seconds)
    : `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export function formatRange(range: Range | undefined, show: (value: number) => string = number) {
  if (!range) return '';
  return range.max === undefined ? show(range.min) : `${show(range.min)}-${show(range.max)}`;
}

export function formatLoad(load: Load | undefined): string {
  if (!load) return '';
  if ('percent_of_max' in load) return `${formatRange(load.percent_of_max)}%`;
  const shown =
    load.unit === 'kg'
      ? load.kg
      : { min: load.kg.min / LB_IN_KG, max: load.kg.max && load.kg.max / LB_IN_KG };
  return `${formatRange({ min: shown.min, ...(shown.max === undefined ? {} : { max: shown.max }) }, (value) => String(round(value, 1)))} ${load.unit}`;
}

export function formatMetric(metric: Metric, set: PrescribedSet): string {
  if (metric === 'weight') return formatLoad(set.weight);
  if (metric === 'tempo') return set.tempo ?? '';
  const range = set[metric];
  return formatRange(range, SECOND_METRICS.includes(metric) ? clock : number);
}

/**
 * The unit a bare number is read in: the last one written in this exercise's sets, else the
 * coach's own default unit.
 */
export function loadUnitOf(sets: readonly PrescribedSet[], fallback: 'kg' | 'lb'): 'kg' | 'lb' {
  for (const set of [...sets].reverse()) {
    if (set.weight && 'unit' in set.weight) return set.weight.unit;
  }
  return fallback;
}

/** One line summing an exercise's sets for a block card, e.g. '3 × 8-10 @ 60 kg'. */
export function setsSummary(sets: readonly PrescribedSet[]): string {
  const first = sets[0];
  if (!first) return '';
  const head = first.reps ? formatRange(first.reps) : formatMetric('time', first);
  const count = head ? `${sets.length} × ${head}` : t.setCount(sets.length);
  return first.weight ? `${count} @ ${formatLoad(first.weight)}` : count;
}
