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

// --- Constants (platform.md §5, §9; DECISIONS.md "Other bounds") ---

export const PASSWORD_MIN = 6;
// DECISIONS.md: sign-up minimum age 16 for clients and 18 for coaches; §5: 16 in the
// update-profile modal, 18 by default.
export const MIN_AGE = { coach: 18, client: 16, updateProfile: 16, default: 18 } as const;
export const BIRTHDATE_MAX_YEARS = 100;
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

// --- Birthdate (DD/MM/YYYY), platform.md §5 "Birthdate field" ---

export type BirthdatePart = string | number | null | undefined;
export type BirthdateParts = { day?: BirthdatePart; month?: BirthdatePart; year?: BirthdatePart };
export type BirthdateErrors = { day?: string; month?: string; year?: string; date?: string };
export type BirthdateCheckOptions = { minAge: number; today: Date };

// February allows 29 at the part level; whether the 29th exists is a full-date check.
const MAX_DAY_OF_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

const partText = (part: BirthdatePart): string => (part == null ? '' : String(part).trim());

const parseDigits = (text: string, pattern: RegExp): number =>
  pattern.test(text) ? Number(text) : Number.NaN;

/** Compares two calendar dates given as [year, month, day]. */
const compareDays = (a: readonly number[], b: readonly number[]): number =>
  (a[0]! - b[0]!) * 10000 + (a[1]! - b[1]!) * 100 + (a[2]! - b[2]!);

const isRealDate = (year: number, month: number, day: number): boolean => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/**
 * Checks the three birthdate fields. `today` is read in its local calendar (pass a Date whose
 * local date is the user's today). Part errors use 'Please enter a valid date of birth'; a
 * full-date problem uses 'Please provide a valid Date of Birth.'; a too-young age uses ageMin.
 */
export function checkBirthdateParts(
  parts: BirthdateParts,
  { minAge, today }: BirthdateCheckOptions,
): BirthdateErrors {
  const errors: BirthdateErrors = {};
  const todayParts = [today.getFullYear(), today.getMonth() + 1, today.getDate()] as const;
  const [currentYear] = todayParts;

  const year = parseDigits(partText(parts.year), /^\d{4}$/);
  if (!(year >= currentYear - BIRTHDATE_MAX_YEARS && year <= currentYear)) {
    errors.year = authMessages.birthdateRequired;
  }
  const month = parseDigits(partText(parts.month), /^\d{1,2}$/);
  const monthValid = month >= 1 && month <= 12;
  if (!monthValid) errors.month = authMessages.birthdateRequired;
  const day = parseDigits(partText(parts.day), /^\d{1,2}$/);
  const maxDay = monthValid ? MAX_DAY_OF_MONTH[month - 1]! : 31;
  if (!(day >= 1 && day <= maxDay)) errors.day = authMessages.birthdateRequired;
  if (errors.year || errors.month || errors.day) return errors;

  const birth = [year, month, day] as const;
  const oldest = [currentYear - BIRTHDATE_MAX_YEARS, todayParts[1], todayParts[2]] as const;
  if (
    !isRealDate(year, month, day) ||
    compareDays(birth, todayParts) > 0 ||
    compareDays(birth, oldest) < 0
  ) {
    return { date: authMessages.birthdateInvalid };
  }
  const hadBirthdayThisYear = compareDays([0, month, day], [0, todayParts[1], todayParts[2]]) <= 0;
  const age = currentYear - year - (hadBirthdayThisYear ? 0 : 1);
  if (age < minAge) return { date: authMessages.ageMin(minAge) };
  return errors;
}

/** The first message of a birthdate check, or null when valid. */
export function firstBirthdateError(errors: BirthdateErrors): string | null {
  return errors.day ?? errors.month ?? errors.year ?? errors.date ?? null;
}

/** Splits 'DD/MM/YYYY' into its parts; null unless there are exactly three '/'-separated parts. */
export function parseBirthdate(value: string): { day: string; month: string; year: string } | null {
  const pieces = value.trim().split('/');
  if (pieces.length !== 3) return null;
  const [day, month, year] = pieces.map((piece) => piece.trim()) as [string, string, string];
  return { day, month, year };
}

/** 'YYYY-MM-DD' (optionally followed by a time) -> 'DD/MM/YYYY'; '' when absent or malformed. */
export function formatBirthdate(isoDate: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** 'D/M/YYYY' or 'DD/MM/YYYY' -> 'YYYY-MM-DD' (structure only, no age rules); null when malformed. */
export function birthdateToIso(value: string): string | null {
  const parts = parseBirthdate(value);
  if (!parts || !/^\d{1,2}$/.test(parts.day) || !/^\d{1,2}$/.test(parts.month)) return null;
  if (!/^\d{4}$/.test(parts.year)) return null;
  return `${parts.year}-${parts.month.padStart(2, '0')}-${parts.day.padStart(2, '0')}`;
}

/** Checks a whole 'DD/MM/YYYY' value; returns the message to show, or null when valid. */
export function checkBirthdate(value: string, options: BirthdateCheckOptions): string | null {
  const parts = parseBirthdate(value);
  if (!parts) return authMessages.birthdateRequired;
  return firstBirthdateError(checkBirthdateParts(parts, options));
}

/** A 'DD/MM/YYYY' string schema; `today` defaults to the time of each parse. */
export function birthdateSchema(minAge: number = MIN_AGE.default, today?: Date) {
  return z
    .string(requiredError(authMessages.birthdateRequired))
    .trim()
    .superRefine((value, ctx) => {
      const message = checkBirthdate(value, { minAge, today: today ?? new Date() });
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}

export function minAgeForRole(role: Role): number {
  return role === 'coach' ? MIN_AGE.coach : MIN_AGE.client;
}

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
