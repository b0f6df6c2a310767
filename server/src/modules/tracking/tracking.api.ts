// What other areas may use of tracking: the one file they import from it (eslint.config.js).
export { lastLoggedOn } from './last-logged.ts';
