// The onboarding area's entry: what other features use of it (CONVENTIONS: no barrels; keep it
// small and explicit).
export { ChoiceCard } from './components/choice-card';
export { queueNewUserNotice } from './new-user-notice';
export { newUserTexts } from './onboarding.messages';
