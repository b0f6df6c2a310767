import type { TrainingChange } from './training-changes';

/** The web's texts about training changes waiting on the device to be sent. */
export const syncMessages = {
  waiting: (count: number) =>
    count === 1 ? '1 change waiting to sync' : `${count} changes waiting to sync`,
  offline: (count: number) =>
    count === 1
      ? 'Offline: 1 change will sync when you’re back online'
      : `Offline: ${count} changes will sync when you’re back online`,
  droppedTitle: 'A change could not be saved',
  dropped: (change: TrainingChange, reason: string | undefined) =>
    `${changeNames[change.kind]} was not saved${reason ? `: ${reason}` : '.'}`,
} as const;

const changeNames: Record<TrainingChange['kind'], string> = {
  set: 'A set’s result',
  unset: 'Clearing a set’s result',
  block_done: 'Marking a block done',
  day_done: 'Marking the day done',
  macros: 'Your macros',
  comment: 'Your comment',
};
