import { z } from 'zod';
import { meResponseSchema } from '../accounts/users.schemas.ts';
import {
  emailSchema,
  passwordChangeSchema,
  passwordResetSchema,
  signInBodySchema,
  signUpFormSchema,
} from './auth.rules.ts';

export { signInBodySchema };

export const clientCredentialsSchema = z.object({
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
});

/** sign_up/:role values (platform.md 2.2); anything else is read as coaching. */
export const signUpFlowSchema = z.enum(['coaching', 'standalone', 'team', 'invited', 'client']);
export type SignUpFlow = z.infer<typeof signUpFlowSchema>;

export const signUpExtrasSchema = z.object({
  flow: signUpFlowSchema.default('standalone'),
  invitation_token: z.string().min(1).optional(),
  utm: z.record(z.string(), z.string()).optional(),
});

export const signUpBodySchema = z.intersection(
  z.intersection(signUpFormSchema, clientCredentialsSchema),
  signUpExtrasSchema,
);
export type SignUpBody = z.infer<typeof signUpBodySchema>;

export const sessionResponseSchema = meResponseSchema.extend({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const confirmBodySchema = z.object({ confirmation_token: z.string().min(1) });
export const messageResponseSchema = z.object({ message: z.string() });

export const passwordResetRequestSchema = z.intersection(
  z.object({ email: emailSchema }),
  clientCredentialsSchema,
);
export const passwordResetBodySchema = z.intersection(passwordResetSchema, clientCredentialsSchema);
export const passwordChangeBodySchema = z.object({ user: passwordChangeSchema });

/** POST users/confirmation (signed in, no body): the confirmation e-mail again -> {message}. */
export const resendConfirmationResponseSchema = messageResponseSchema;

/**
 * The 422 of a call that needs a confirmed e-mail address first (taking up an invitation or an
 * allowed-list place by address): the web shows the message with 'Send the confirmation email again'.
 */
export const unconfirmedEmailErrorSchema = z.object({
  errors: z.record(z.string(), z.array(z.string())),
  unconfirmed: z.literal(true),
});
export type UnconfirmedEmailError = z.infer<typeof unconfirmedEmailErrorSchema>;
