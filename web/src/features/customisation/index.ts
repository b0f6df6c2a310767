// The customisation area's entry: what other features use of it (CONVENTIONS: no barrels; keep it
// small and explicit).
export { themeQueryOptions } from './api/get-theme';
