import { z } from 'zod';
import { trackMessages } from '../programs/programs.messages.ts';
import { refId } from '../common/body-ids.ts';
import { idSchema, pageQuerySchema, perPageQuerySchema } from '../common/ids.ts';
import { paginationSchema, pricePeriodSchema } from '../programs/programs.schemas.ts';
import {
  cancelChoiceSchema,
  clientListSchema,
  inviteStateSchema,
  lastPaymentSchema,
  membershipStateSchema,
  statusBadgeSchema,
} from '../purchase/purchase.schemas.ts';

// Membership shapes that purchase owns and the coach's client screens show.
export { clientListSchema };
export {
  cancelPlanClientBodySchema,
  type CancelPlanClientBody,
  type ClientList,
} from '../purchase/purchase.schemas.ts';

// --- Program clients (coach, 2.4) ---

export const programClientRowSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  full_name: z.string(),
  /** The names the coach entered, else the client's own (edit client info). */
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  /** The e-mail may change only until the invite is taken up (no account joined yet). */
  can_edit_email: z.boolean(),
  avatar_url: z.string().nullable(),
  state: membershipStateSchema,
  invite_state: inviteStateSchema.nullable(),
  price_format: z.string(),
  /** Nothing is charged: the coach may cancel it at once (spec 4.7). */
  is_free: z.boolean(),
  duration: pricePeriodSchema.nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  currently_at: z.string().nullable(),
  trial_days_left: z.number().int().nullable(),
  projected_end_date: z.string().nullable(),
  training_programmed_to: z.string().nullable(),
  /** The client's latest day with a result in this program (spec 2.4: their last logged day). */
  last_logged_on: z.string().nullable(),
  /**
   * The schedule day of that latest result and its date on the client's calendar now, where the
   * athlete calendar shows it (a reschedule moves the day; `last_logged_on` stays when it was).
   */
  last_logged_day: z.object({ day_id: idSchema, date: z.string() }).nullable(),
  /** Client status (active lists), Training status, or Invite Status (invites). */
  status: statusBadgeSchema,
  status_kind: z.enum(['client', 'training', 'invite']),
  canceled_by: z.string().nullable(),
  canceled_by_label: z.string().nullable(),
  is_blocked: z.boolean(),
  waiver_accepted_at: z.string().nullable(),
  invited_at: z.number().int().nullable(),
  /** The tracks the coach put the client on; none: the client follows the default track. */
  track_ids: z.array(z.number().int()),
  /**
   * The client's latest payment for this program (payments part 2): what the coach may refund,
   * once per payment, in full or in part (`refundable` minor units left).
   */
  last_payment: lastPaymentSchema.nullable(),
  /** A paid subscription the coach can end now or at its period's end (spec 2.4). */
  cancel_choices: z.array(cancelChoiceSchema),
});
export type ProgramClientRow = z.infer<typeof programClientRowSchema>;

export const programClientsQuerySchema = z.object({
  list: clientListSchema.default('active'),
  page: pageQuerySchema,
  per_page: perPageQuerySchema(20),
  q: z.string().trim().max(100).optional(),
});
export const programClientsResponseSchema = z.object({
  items: z.array(programClientRowSchema),
  pagination: paginationSchema,
});

export const invitesResponseSchema = z.object({
  invited: z.number().int(),
  items: z.array(programClientRowSchema),
});

/** PUT coach/plans/{id}/clients/{membership_id}/tracks: the client's tracks; none for the default. */
export const clientTracksBodySchema = z.object({
  track_ids: z
    .array(refId({ refers: 'track', permission: 'track.use', unknown: trackMessages.notOfProgram }))
    .max(100),
});
export type ClientTracksBody = z.infer<typeof clientTracksBodySchema>;
