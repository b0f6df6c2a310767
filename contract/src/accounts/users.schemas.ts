import { z } from 'zod';
import { refId } from '../common/body-ids.ts';
import { accountMessages } from './accounts.messages.ts';
import { dmyDateSchema } from '../common/dates.ts';

import { coachSubscriptionSchema } from './subscription.schemas.ts';

export { roleSchema, type Role } from './person.rules.ts';
import { accountNameSchema, firstNameSchema, lastNameSchema, roleSchema } from './person.rules.ts';
export const accountKindSchema = z.enum(['private', 'gym', 'brand', 'team']);
export const businessKindSchema = z.enum(['gym', 'brand', 'team']);
export const weightUnitSchema = z.enum(['kg', 'lb']);
export const lengthUnitSchema = z.enum(['cm', 'in']);
export const registrationStepSchema = z.enum(['setup_profile', 'questions']);
export const checklistStepSchema = z.enum([
  'sing_up',
  'watched_video_tour',
  'published_first_plan',
  'sign_up_first_client',
]);
export type ChecklistStep = z.infer<typeof checklistStepSchema>;

export const landingPageSchema = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  links: z.record(z.string(), z.string()),
});

export const emailSettingsSchema = z.object({
  daily_summary: z.boolean(),
  client_activity: z.boolean(),
  marketing: z.boolean(),
});
export type EmailSettings = z.infer<typeof emailSettingsSchema>;

export const privacySettingsSchema = z.object({
  show_on_leaderboards: z.boolean(),
  share_body_metrics: z.boolean(),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

/** The person behind the session (platform.md 3, "Private user"). */
export const privateUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: roleSchema,
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  currency: z.string().nullable(),
  platform_currency: z.string().nullable(),
  birthdate: z.string().nullable(),
  gender: z.enum(['male', 'female', 'other', 'not_said']).nullable(),
  avatar_url: z.string().nullable(),
  popup_storage: z.array(z.string()),
  weight: weightUnitSchema,
  length: lengthUnitSchema,
  landing_page: landingPageSchema.nullable(),
  email_settings: emailSettingsSchema,
  privacy_settings: privacySettingsSchema,
  confirmed: z.boolean(),
  created_at: z.number().int(),
});
export type PrivateUser = z.infer<typeof privateUserSchema>;

/** The account the session acts as (platform.md 3, "Current user"). */
/** The connected Stripe account as users/me carries it (platform.md 3, `{provider}_connect`). */
export const stripeConnectSchema = z.object({
  /** The bank account payouts go to, as shown ('STRIPE TEST BANK •••• 6789'), or null. */
  external_account: z.string().nullable(),
  /** The fields Stripe still needs (currently due, past due) or has denied. */
  verification_fields: z.array(z.string()),
  charges_enabled: z.boolean(),
  payouts_enabled: z.boolean(),
  account: z.string().nullable(),
});

export const currentUserSchema = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  role: roleSchema,
  full_name: z.string(),
  title: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  avatar_url: z.string().nullable(),
  brand_owner_email: z.string().nullable(),
  brand_owner_full_name: z.string().nullable(),
  created_at: z.number().int(),
  birthdate: z.string().nullable(),
  gender: z.enum(['male', 'female', 'other', 'not_said']).nullable(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  currency: z.string().nullable(),
  platform_currency: z.string().nullable(),
  custom_url: z.string().nullable(),
  type_account: z.string().nullable(),
  subscription: coachSubscriptionSchema.nullable(),
  stripe_connect: stripeConnectSchema.nullable(),
  stripe_account_type: z.enum(['custom', 'standard']).nullable(),
  stripe_coach_customer_id: z.string().nullable(),
  stripe_connect_status: z.string().nullable(),
  stripe_connect_payouts: z.boolean().nullable(),
  tax_state: z.boolean(),
  has_new_notifications: z.boolean(),
  has_unread_chat_messages: z.boolean(),
  popup_storage: z.array(z.string()),
  landing_page: landingPageSchema.nullable(),
  hide_checklist: z.boolean(),
  check_list_info: z.object({ completed: z.array(checklistStepSchema), total_points: z.number() }),
  registration_step: registrationStepSchema.nullable(),
  account_kind: accountKindSchema,
  show_account: z.boolean(),
  account_role: z.enum(['owner', 'coach']).nullable(),
  is_account_owner: z.boolean(),
  zapier_account: z.boolean(),
  zapier_coach_token: z.string().nullable(),
  race: z.boolean(),
  white_label: z.boolean(),
  acting_as: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const meResponseSchema = z.object({
  private: privateUserSchema,
  current: currentUserSchema,
});
export type MeResponse = z.infer<typeof meResponseSchema>;

export const coachingQuestionsSchema = z.object({
  i_am: z.enum([
    'functional_fitness_coach',
    'gym_manager',
    'health_professional',
    'race_affiliate',
    'nutritionist',
    'personal_trainer',
    'sports_coach',
    'other',
  ]),
  i_coach: z.enum(['clients_121', 'groups', 'both']),
  i_have: z.enum(['none', '1_5', '6_50', '51_200', '201_plus']),
  i_want: z.enum(['in_person', 'hybrid', 'online']),
});
export type CoachingQuestions = z.infer<typeof coachingQuestionsSchema>;

const birthdateText = dmyDateSchema('Please provide a valid Date of Birth.');
const genderSchema = z.enum(['male', 'female', 'other', 'not_said']);

/** POST users/me: start the trial, a coach's business profile, a client's profile, the coaching questions. */
export const updateMeBodySchema = z.object({
  user: z
    .object({
      trial_start: z.literal(true).optional(),
      landing_page_attributes: z
        .object({
          id: refId({
            refers: 'account',
            permission: 'account.member.use',
            unknown: accountMessages.unknownAccount,
          }).optional(),
          title: accountNameSchema,
        })
        .optional(),
      questions: coachingQuestionsSchema.optional(),
      // Every write of a name follows the sign-up rules.
      first_name: firstNameSchema.optional(),
      last_name: lastNameSchema.optional(),
      country: z.string().length(2).optional(),
      state: z.string().nullish(),
      currency: z.string().length(3).optional(),
      birthdate: birthdateText.optional(),
      gender: genderSchema.optional(),
    })
    .strict(),
});
export type UpdateMeBody = z.infer<typeof updateMeBodySchema>;

/** PATCH users/private: the person's own profile and preferences. */
export const updatePrivateBodySchema = z.object({
  private: z
    .object({
      // Every write of a name follows the sign-up rules.
      first_name: firstNameSchema.optional(),
      last_name: lastNameSchema.optional(),
      country: z.string().length(2).optional(),
      state: z.string().nullish(),
      platform_currency: z.string().length(3).optional(),
      birthdate: birthdateText.optional(),
      gender: genderSchema.optional(),
      weight: weightUnitSchema.optional(),
      length: lengthUnitSchema.optional(),
      landing_page_attributes: z.record(z.string(), z.string().url().or(z.literal(''))).optional(),
      email_settings: emailSettingsSchema.partial().optional(),
      privacy_settings: privacySettingsSchema.partial().optional(),
    })
    .strict(),
});
export type UpdatePrivateBody = z.infer<typeof updatePrivateBodySchema>;
export const privateResponseSchema = z.object({ user: privateUserSchema });

export const popupStorageBodySchema = z.object({ popup_name: z.string().min(1).max(100) });
export const popupStorageResponseSchema = z.object({ popup_storage: z.array(z.string()) });

export const warningTypeSchema = z.enum([
  'missed-payment',
  'coach-stripe-verification-needed',
  'coach-configure-web-address',
  'coach-app-icon-was-declined',
]);
export const warningSchema = z.object({
  type: warningTypeSchema,
  data: z.array(z.object({ plan_id: z.number().int(), custom_url: z.string().nullable() })),
});
export type Warning = z.infer<typeof warningSchema>;
export const warningListSchema = z.array(warningSchema);

export type StripeConnect = z.infer<typeof stripeConnectSchema>;

export const appConfigSchema = z.object({
  product_name: z.string(),
  partner_name: z.string(),
  client_id: z.string(),
  client_secret: z.string(),
  api_version: z.number().int(),
  public_url: z.string(),
  /**
   * Payments: `stripe` loads Stripe.js with the publishable key; `sandbox` uses the sandbox's own
   * card form and challenge page (the publishable key is then the sandbox's, for its `/v1`).
   */
  stripe: z.object({ mode: z.enum(['sandbox', 'stripe']), publishable_key: z.string() }),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
