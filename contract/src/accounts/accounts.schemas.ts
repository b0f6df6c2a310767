import { z } from 'zod';
import { refId } from '../common/body-ids.ts';
import { accountMessages } from './accounts.messages.ts';

import { accountNameSchema, countrySchema } from './person.rules.ts';
import { accountKindSchema, businessKindSchema } from './users.schemas.ts';
import { coachSubscriptionSchema } from './subscription.schemas.ts';

export const inviteStatusSchema = z.enum(['init', 'pending', 'accepted', 'rejected']);

/** A row of My accounts and of the Switch account modal (platform.md 2.12, 3). */
export const accountListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  full_name: z.string(),
  kind: accountKindSchema,
  clients_count: z.number().int(),
  trial_status: z.enum(['active', 'ended']).nullable(),
  launch_date: z.string().nullable(),
  account_status: z.string(),
  account_role: z.enum(['owner', 'coach']),
  current_account: z.boolean(),
  invite_status: inviteStatusSchema,
  has_new_notifications: z.boolean(),
  has_unread_chat_messages: z.boolean(),
  subscription: coachSubscriptionSchema.nullable(),
});
export type AccountListItem = z.infer<typeof accountListItemSchema>;
export const accountListSchema = z.array(accountListItemSchema);

export const switchAccountBodySchema = z.object({
  id: refId({
    refers: 'account',
    permission: 'account.member.use',
    unknown: accountMessages.unknownAccount,
  }),
});
export const switchAccountResponseSchema = z.object({ current_id: z.number().int() });

export const createAccountBodySchema = z.object({
  account: z.object({
    kind: businessKindSchema,
    title: accountNameSchema,
    country: countrySchema,
    state: z.string().nullish(),
    platform_currency: z.string().length(3).optional(),
  }),
});
export type CreateAccountBody = z.infer<typeof createAccountBodySchema>;

/** A coach invited into a business account (Settings > Coaches). */
export const coachInviteBodySchema = z.object({
  invite: z.object({
    email: z.string().trim().toLowerCase().email('Please enter a valid email address.'),
  }),
});
export const accountCoachSchema = z.object({
  user_id: z.number().int().nullable(),
  email: z.string(),
  full_name: z.string().nullable(),
  account_role: z.enum(['owner', 'coach']),
  invite_status: inviteStatusSchema,
  invited_at: z.number().int(),
});
export type AccountCoach = z.infer<typeof accountCoachSchema>;
export const accountCoachListSchema = z.array(accountCoachSchema);

export const invitationInfoSchema = z.object({
  token: z.string(),
  title: z.string(),
  kind: z.enum(['coach', 'athlete']),
  email: z.string(),
  account_id: z.number().int(),
  registered: z.boolean(),
  status: inviteStatusSchema,
  /** A client invitation to one program: the program the client joins on acceptance. */
  plan: z
    .object({ id: z.number().int(), title: z.string(), custom_url: z.string().nullable() })
    .nullable(),
});
export type InvitationInfo = z.infer<typeof invitationInfoSchema>;
