import { useTrainingChanges } from './use-training-changes';

/** What is waiting on this device to be sent (nothing while every change has been sent). */
export function SyncStatus() {
  const { pending } = useTrainingChanges();
  if (pending.length === 0) return null;
  return <span role="status">{pending.length} waiting to sync</span>;
}
