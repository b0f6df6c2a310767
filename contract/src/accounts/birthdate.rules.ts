import { z } from 'zod';
import { personMessages } from './accounts.messages.ts';
import type { Role } from './person.rules.ts';

// A person's date of birth (platform.md section 5): sign-up (auth) and the profile (accounts)
// share it.

// DECISIONS.md: sign-up minimum age 16 for clients and 18 for coaches; §5: 16 in the
// update-profile modal, 18 by default.
export const MIN_AGE = { coach: 18, client: 16, updateProfile: 16, default: 18 } as const;
export const BIRTHDATE_MAX_YEARS = 100;

const requiredError = (message: string) => ({ error: message });

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
    errors.year = personMessages.birthdateRequired;
  }
  const month = parseDigits(partText(parts.month), /^\d{1,2}$/);
  const monthValid = month >= 1 && month <= 12;
  if (!monthValid) errors.month = personMessages.birthdateRequired;
  const day = parseDigits(partText(parts.day), /^\d{1,2}$/);
  const maxDay = monthValid ? MAX_DAY_OF_MONTH[month - 1]! : 31;
  if (!(day >= 1 && day <= maxDay)) errors.day = personMessages.birthdateRequired;
  if (errors.year || errors.month || errors.day) return errors;

  const birth = [year, month, day] as const;
  const oldest = [currentYear - BIRTHDATE_MAX_YEARS, todayParts[1], todayParts[2]] as const;
  if (
    !isRealDate(year, month, day) ||
    compareDays(birth, todayParts) > 0 ||
    compareDays(birth, oldest) < 0
  ) {
    return { date: personMessages.birthdateInvalid };
  }
  const hadBirthdayThisYear = compareDays([0, month, day], [0, todayParts[1], todayParts[2]]) <= 0;
  const age = currentYear - year - (hadBirthdayThisYear ? 0 : 1);
  if (age < minAge) return { date: personMessages.ageMin(minAge) };
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
  if (!parts) return personMessages.birthdateRequired;
  return firstBirthdateError(checkBirthdateParts(parts, options));
}

/** A 'DD/MM/YYYY' string schema; `today` defaults to the time of each parse. */
export function birthdateSchema(minAge: number = MIN_AGE.default, today?: Date) {
  return z
    .string(requiredError(personMessages.birthdateRequired))
    .trim()
    .superRefine((value, ctx) => {
      const message = checkBirthdate(value, { minAge, today: today ?? new Date() });
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}

export function minAgeForRole(role: Role): number {
  return role === 'coach' ? MIN_AGE.coach : MIN_AGE.client;
}
