// What other areas may use of settings: the one file they import from it (eslint.config.js).
export { PAYOUT_COUNTRIES } from './reference-data.ts';
