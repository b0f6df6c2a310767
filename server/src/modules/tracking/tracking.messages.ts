import type { BlockKind } from '@forma/contract/training/schedule.schemas';

/** The private calendar feed's own texts (what a calendar app shows of the client's training). */
export const calendarFeedTexts = {
  calendarName: (productName: string) => `${productName} training`,
  blockKinds: {
    training: 'Training',
    sets: 'Sets',
    macros: 'Macros',
    challenge: 'Challenge',
    note: 'Note',
  } satisfies Record<BlockKind, string>,
  sets: (count: number) => (count === 1 ? '1 set' : `${count} sets`),
} as const;
