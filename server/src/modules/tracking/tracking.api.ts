// What other areas may use of tracking: the one file they import from it (eslint.config.js).
export { lastLogged, type LastLogged } from './last-logged.ts';
