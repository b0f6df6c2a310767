// The exercises area's entry: what other features use of it (the builder's prescriptions pick
// from these libraries). Its pages load through routes.ts.
export { exercisesQueryOptions, useExercises } from './api/get-exercises';
export { exerciseLabels } from './exercises.messages';
