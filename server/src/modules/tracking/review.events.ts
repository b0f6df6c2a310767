import { z } from 'zod';

const id = z.number().int().positive();

/**
 * A comment was written in the thread of `client_id` on a block (by the client, or by a coach
 * of the program's account): the notification feed turns it into coach_new_comment or
 * client_new_comment.
 */
export const commentCreated = z.object({
  comment_id: id,
  plan_id: id,
  block_id: id,
  client_id: id,
  author_id: id,
  by: z.enum(['client', 'coach']),
});
export type CommentCreated = z.infer<typeof commentCreated>;

/** A coach wrote (or rewrote) their feedback of `kind` on a client's day (spec 2.6). */
export const feedbackGiven = z.object({
  plan_id: id,
  day_id: id,
  client_id: id,
  author_id: id,
  kind: z.enum(['training', 'macros']),
});
export type FeedbackGiven = z.infer<typeof feedbackGiven>;

declare module '../../platform/events/event-catalogue.ts' {
  interface DomainEvents {
    'comment.created': CommentCreated;
    'feedback.given': FeedbackGiven;
  }
}
