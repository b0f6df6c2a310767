import { cardio } from './cardio.ts';
import { mobilityLower } from './mobility-lower.ts';
import { mobilityUpper } from './mobility-upper.ts';
import type { ProductExercise } from './product-exercise.ts';
import { strengthArms } from './strength-arms.ts';
import { strengthBack } from './strength-back.ts';
import { strengthChest } from './strength-chest.ts';
import { strengthCore } from './strength-core.ts';
import { strengthLegsHinge } from './strength-legs-hinge.ts';
import { strengthLegsSquat } from './strength-legs-squat.ts';
import { strengthLowerLegs } from './strength-lower-legs.ts';
import { strengthPower } from './strength-power.ts';
import { strengthShoulders } from './strength-shoulders.ts';

export type { ProductExercise } from './product-exercise.ts';

/**
 * The product library's version: raise it with any change to the data below, and the next
 * start upserts the library by key (DECISIONS.md, 'Product libraries').
 */
export const PRODUCT_LIBRARY_VERSION = 1;

/** Forma's own exercise library (names and facts are common knowledge; the texts are ours). */
export const PRODUCT_EXERCISES: readonly ProductExercise[] = [
  ...strengthChest,
  ...strengthBack,
  ...strengthShoulders,
  ...strengthArms,
  ...strengthLegsSquat,
  ...strengthLegsHinge,
  ...strengthPower,
  ...strengthLowerLegs,
  ...strengthCore,
  ...cardio,
  ...mobilityLower,
  ...mobilityUpper,
];
