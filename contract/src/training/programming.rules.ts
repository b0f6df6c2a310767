// The programming rules are the program's own (purchase and training read them): kept here for
// the screens that import them from training.
export * from '../programs/programming.rules.ts';
