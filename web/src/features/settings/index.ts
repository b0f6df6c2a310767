// The settings area's entry: what other features use of it (CONVENTIONS: no barrels; keep it
// small and explicit).
export { useSettings } from './api/get-settings';
