// The users area's entry: what other features use of it (CONVENTIONS: no barrels; keep it
// small and explicit).
export { updatePopupStorage } from './api/update-popup-storage';
