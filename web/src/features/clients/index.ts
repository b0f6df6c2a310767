// The clients area's entry: what other features and app/ use of it (CONVENTIONS: no barrels;
// keep it small and explicit). The coach's program view (features/programs) shows its lists and
// forms through the slots app/ fills with programClientSlots.
export { programClientSlots } from './program-slots';
