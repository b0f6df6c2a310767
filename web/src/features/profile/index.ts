// The profile area's entry: what other features use of it (CONVENTIONS: no barrels; keep it
// small and explicit).
export { useUpdateMe } from './api/update-me';
export { useUpdatePrivate } from './api/update-private';
