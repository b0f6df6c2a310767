// What other areas may use of clients: the one file they import from it (eslint.config.js).
export { chosenTracksOfMembership } from './client-tracks.ts';
