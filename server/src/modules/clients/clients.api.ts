// What other areas may use of clients: the one file they import from it (eslint.config.js).
export { chosenTracksOf, chosenTracksOfMembership } from './client-tracks.ts';
export { presentOne, requireMembership } from './program-clients.service.ts';
