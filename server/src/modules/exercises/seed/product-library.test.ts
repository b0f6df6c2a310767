import { describe, expect, it } from 'vitest';
import {
  EQUIPMENT_KINDS,
  isMetricOf,
  METRIC_CATEGORIES,
  MUSCLE_GROUPS,
  MUSCLES,
  PRODUCT_INSTRUCTIONS_MAX,
} from '@forma/contract/exercises/exercises.rules';
import { PRODUCT_EXERCISES, PRODUCT_LIBRARY_VERSION } from './index.ts';

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean).length;
const duplicates = (values: string[]) => values.filter((value, i) => values.indexOf(value) !== i);

describe('the product exercise library', () => {
  it('has a version and at least 400 exercises, Back Squat among them', () => {
    expect(PRODUCT_LIBRARY_VERSION).toBeGreaterThan(0);
    expect(PRODUCT_EXERCISES.length).toBeGreaterThanOrEqual(400);
    expect(PRODUCT_EXERCISES.find((e) => e.key === 'back-squat')?.name).toBe('Back Squat');
  });

  it('gives every exercise a slug key and a name, both unique (names ignoring case)', () => {
    for (const exercise of PRODUCT_EXERCISES) {
      expect(exercise.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(exercise.name.trim()).toBe(exercise.name);
      expect(exercise.name.length).toBeGreaterThan(0);
    }
    expect(duplicates(PRODUCT_EXERCISES.map((e) => e.key))).toEqual([]);
    expect(duplicates(PRODUCT_EXERCISES.map((e) => e.name.toLowerCase()))).toEqual([]);
  });

  it('covers every metric category, major muscle group and equipment kind', () => {
    const covered = (pick: (e: (typeof PRODUCT_EXERCISES)[number]) => string) =>
      new Set(PRODUCT_EXERCISES.map(pick));
    expect([...covered((e) => e.category)].sort()).toEqual([...METRIC_CATEGORIES].sort());
    expect([...covered((e) => e.muscleGroup)].sort()).toEqual([...MUSCLE_GROUPS].sort());
    expect([...covered((e) => e.equipment)].sort()).toEqual([...EQUIPMENT_KINDS].sort());
  });

  it('prescribes each exercise by default in metrics of its own category', () => {
    for (const exercise of PRODUCT_EXERCISES) {
      expect(exercise.defaultMetrics.length, exercise.key).toBeGreaterThan(0);
      expect(duplicates(exercise.defaultMetrics), exercise.key).toEqual([]);
      for (const metric of exercise.defaultMetrics) {
        expect(isMetricOf(exercise.category, metric), `${exercise.key}: ${metric}`).toBe(true);
      }
    }
  });

  it('names known muscles, the first primary one in the major group, none twice', () => {
    for (const exercise of PRODUCT_EXERCISES) {
      const { key, primaryMuscles, secondaryMuscles } = exercise;
      expect(primaryMuscles.length, key).toBeGreaterThan(0);
      for (const muscle of [...primaryMuscles, ...secondaryMuscles]) {
        expect(Object.hasOwn(MUSCLES, muscle), `${key}: ${muscle}`).toBe(true);
      }
      expect(MUSCLES[primaryMuscles[0]!], key).toBe(exercise.muscleGroup);
      expect(duplicates([...primaryMuscles, ...secondaryMuscles]), key).toEqual([]);
    }
  });

  it('explains each exercise in two or three sentences of at most 400 characters', () => {
    for (const { key, instructions } of PRODUCT_EXERCISES) {
      expect(instructions.trim().length, key).toBeGreaterThan(0);
      expect(instructions.length, key).toBeLessThanOrEqual(PRODUCT_INSTRUCTIONS_MAX);
      expect(sentences(instructions), key).toBeGreaterThanOrEqual(2);
      expect(sentences(instructions), key).toBeLessThanOrEqual(3);
    }
  });
});
