// The accounts area's entry: what other features use of it (CONVENTIONS: no barrels; keep it
// small and explicit).
export { useAccounts } from './api/get-accounts';
export { statusColor } from './components/account-status-badge';
export { useCreateAndEnterAccount } from './hooks/use-create-and-enter-account';
