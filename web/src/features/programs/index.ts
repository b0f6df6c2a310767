// The programs area's entry: what other features use of it (CONVENTIONS: no barrels; keep it
// small and explicit). Its pages load through routes.ts.
export { UpdateClientsModal } from './components/price-options/update-clients-modal';
export { usePlans } from './api/get-plans';
export { ProgramSlotsProvider, type ProgramSlots } from './program-slots';
