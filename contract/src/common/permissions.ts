/**
 * Every permission an endpoint can require, by area. The server maps each one to its rule
 * (server/src/permissions.ts); the compiler fails when one has no rule.
 */
export type Permission =
  // Anyone, signed in or not.
  'public' | 'customisation.icon.read';
