// The clients area's entry: what other features use of it (CONVENTIONS: no barrels; keep it
// small and explicit). The coach's program view (features/programs) shows these lists and forms.
export { InviteClientsForm, InviteClientsModal } from './components/invite-clients-form';
export { InvitedClientsList, InvitedCount } from './components/invited-clients-list';
export { ProgramClientsList } from './components/program-clients-list';
export { WaiverAcceptancesList } from './components/waiver-acceptances-list';
