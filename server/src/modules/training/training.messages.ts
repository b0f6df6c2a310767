import { trainingMessages } from '@forma/contract/training/schedule.messages';

/** The schedule's refusals (texts both sides show are in the contract's catalogue). */
export const trainingErrors = {
  conflict: trainingMessages.conflict,
  datedCalendar: 'This program runs on calendar dates: address its days by date.',
  progressiveCalendar: 'This program runs in weeks from Week 1: address its days by week and day.',
  beyondLength: (weeks: number) => `This program is ${weeks} weeks long.`,
  clientRequired: "Choose the client whose calendar you're building.",
  notAClient: trainingMessages.notAClient,
  noClientCalendars: 'Only 1-2-1 programs have a calendar per client.',
  sameDayTwice: 'A day appears twice in one save.',
  unknownBlock: trainingMessages.unknownBlock,
  unknownExercise: trainingMessages.unknownExercise,
  unknownTemplate: trainingMessages.unknownTemplate,
  unknownTrack: trainingMessages.unknownTrack,
  archivedTrack: 'This track is archived. Restore it before adding blocks to it.',
  supersetsRestricted: 'Supersets need the PROFESSIONAL plan.',
  templatesRestricted: trainingMessages.templatesRestricted,
  notesRestricted: 'More than one note needs the PROFESSIONAL plan.',
  missingContent: (kind: string) => `A ${kind} block needs its ${kind} details.`,
  range: 'Give a range with from and to, at most a year apart.',
} as const;
