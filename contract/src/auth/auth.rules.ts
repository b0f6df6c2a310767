import { z } from 'zod';
import { authMessages } from './auth.messages.ts';
import {
  FORBIDDEN_NAME_CHARS,
  NAME_MAX,
  ROLES,
  accountNameSchema,
  countrySchema,
  firstNameSchema,
  isValidName,
  lastNameSchema,
  nameSchema,
  roleSchema,
  type Role,
} from '../accounts/person.rules.ts';
import { MIN_AGE, checkBirthdate } from '../accounts/birthdate.rules.ts';

/** The person's field rules, kept here for sign-up's screens (they live in accounts/person.rules.ts). */
export {
  FORBIDDEN_NAME_CHARS,
  NAME_MAX,
  ROLES,
  accountNameSchema,
  countrySchema,
  firstNameSchema,
  isValidName,
  lastNameSchema,
  nameSchema,
  roleSchema,
  type Role,
};

/** The birthdate's rules, kept here for sign-up's screens (they live in accounts/birthdate.rules.ts). */
export {
  BIRTHDATE_MAX_YEARS,
  MIN_AGE,
  birthdateSchema,
  birthdateToIso,
  checkBirthdate,
  checkBirthdateParts,
  firstBirthdateError,
  formatBirthdate,
  minAgeForRole,
  parseBirthdate,
  type BirthdatePart,
  type BirthdateParts,
  type BirthdateErrors,
  type BirthdateCheckOptions,
} from '../accounts/birthdate.rules.ts';

// --- Constants (platform.md §5, §9; DECISIONS.md "Other bounds") ---

export const PASSWORD_MIN = 6;
export const DELETE_ACCOUNT_CONFIRMATION = 'DELETE';

export const GENDERS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
  { value: 'not_said', label: 'Prefer not to say' },
] as const;
export type Gender = (typeof GENDERS)[number]['value'];

// --- Field schemas ---

/** Zod error map that reports a missing / non-string value with the field's "required" text. */
const requiredError = (message: string) => ({ error: message });

export const emailSchema = z
  .string(requiredError(authMessages.emailInvalid))
  .trim()
  .toLowerCase()
  .pipe(z.email(authMessages.emailInvalid));

/** Sign-in e-mail: 'Email is required' when empty, then the valid-address rule. */
export const signInEmailSchema = z
  .string(requiredError(authMessages.emailRequired))
  .trim()
  .min(1, authMessages.emailRequired)
  .toLowerCase()
  .pipe(z.email(authMessages.emailInvalid));

export const passwordSchema = z
  .string(requiredError(authMessages.passwordMin(PASSWORD_MIN)))
  .min(PASSWORD_MIN, authMessages.passwordMin(PASSWORD_MIN));

/** Password that reports 'Password is required' when empty, otherwise the minimum length. */
export const requiredPasswordSchema = z
  .string(requiredError(authMessages.passwordRequired))
  .min(1, authMessages.passwordRequired)
  .refine((value) => value.length === 0 || value.length >= PASSWORD_MIN, {
    message: authMessages.passwordMin(PASSWORD_MIN),
  });

/** A name that may be left blank (read as null); any other value follows the same rule. */
export function blankableName(schema: z.ZodType<string, string>) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema.nullable(),
  );
}

/** The account name on the settings screen uses its own "too short" text (§5). */
export const settingsAccountNameSchema = nameSchema(authMessages.settingsAccountNameTooShort);

export const agreementSchema = z.literal(true, requiredError(authMessages.agreementRequired));

export const genderSchema = z.enum(['male', 'female', 'other', 'not_said']);

export const deleteAccountConfirmationSchema = z.literal(DELETE_ACCOUNT_CONFIRMATION);

// --- Form and body schemas ---

type PasswordPair = { password?: unknown; password_confirmation?: unknown };

/**
 * Run object-level checks even when a field already failed, so the form shows 'Passwords must
 * be identical.' next to the other field errors (field schemas must not use `abort: true`,
 * which would still skip these). Values are type-checked inside the refinements.
 */
const evenWithFieldErrors = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
};

function checkPasswordsIdentical(value: PasswordPair, ctx: z.RefinementCtx): void {
  if (value.password !== value.password_confirmation) {
    ctx.addIssue({
      code: 'custom',
      path: ['password_confirmation'],
      message: authMessages.passwordsNotIdentical,
    });
  }
}

const passwordConfirmationSchema = z.string(requiredError(authMessages.passwordsNotIdentical));

export const signInBodySchema = z.object({
  email: signInEmailSchema,
  password: requiredPasswordSchema,
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

export const signUpFormSchema = z
  .object({
    role: roleSchema,
    account_name: accountNameSchema.optional(),
    first_name: firstNameSchema,
    last_name: lastNameSchema,
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: passwordConfirmationSchema,
    country: countrySchema,
    state: z.string().trim().nullable().optional(),
    // An empty string counts as "not given".
    birthdate: z.string().trim().optional(),
    agreement: agreementSchema,
  })
  .superRefine((value, ctx) => {
    checkPasswordsIdentical(value, ctx);
    if (typeof value.birthdate === 'string' && value.birthdate) {
      const minAge = value.role === 'user' ? MIN_AGE.client : MIN_AGE.coach;
      const message = checkBirthdate(value.birthdate, { minAge, today: new Date() });
      if (message) ctx.addIssue({ code: 'custom', path: ['birthdate'], message });
    }
  }, evenWithFieldErrors);
export type SignUpForm = z.infer<typeof signUpFormSchema>;

export const passwordChangeSchema = z
  .object({
    password: passwordSchema,
    password_confirmation: passwordConfirmationSchema,
    current_password: z
      .string(requiredError(authMessages.passwordRequired))
      .min(1, authMessages.passwordRequired),
  })
  .superRefine(checkPasswordsIdentical, evenWithFieldErrors);
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

export const passwordResetSchema = z
  .object({
    password: passwordSchema,
    password_confirmation: passwordConfirmationSchema,
    reset_password_token: z.string().min(1),
  })
  .superRefine(checkPasswordsIdentical, evenWithFieldErrors);

// --- Errors ---

/**
 * The server's 422 body `{errors: {field: [messages]}}`: issue paths joined with '.', root
 * issues under 'base', duplicate messages dropped.
 */
export function zodErrorsToFields(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'base';
    const messages = (fields[key] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return fields;
}
