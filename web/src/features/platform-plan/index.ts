// The platform-plan area's entry: what other features use of it (CONVENTIONS: no barrels; keep it
// small and explicit).
export { useStartTrial } from './api/start-trial';
export { platformPlanTexts } from './platform-plan.messages';
