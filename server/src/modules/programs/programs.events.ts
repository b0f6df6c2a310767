import { z } from 'zod';

/** A draft program was published by `inviterId`, a coach of `accountId`. */
export const programPublished = z.object({
  planId: z.number().int().positive(),
  accountId: z.number().int().positive(),
  inviterId: z.number().int().positive(),
});
export type ProgramPublished = z.infer<typeof programPublished>;

declare module '../../platform/events/event-catalogue.ts' {
  interface DomainEvents {
    'program.published': ProgramPublished;
  }
}
