import { z } from 'zod';

/**
 * A person took up a client invitation (by its link, or by signing up with it). `planId` is the
 * program it invites to, if any; `sentAt` when the invitation was last sent (ISO).
 */
export const clientInvitationAccepted = z.object({
  invitationId: z.number().int().positive(),
  userId: z.number().int().positive(),
  planId: z.number().int().positive().nullable(),
  email: z.string(),
  sentAt: z.iso.datetime({ offset: true }),
});
export type ClientInvitationAccepted = z.infer<typeof clientInvitationAccepted>;

declare module '../../platform/events/event-catalogue.ts' {
  interface DomainEvents {
    'client_invitation.accepted': ClientInvitationAccepted;
  }
}
