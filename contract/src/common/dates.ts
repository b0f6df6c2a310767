import { z } from 'zod';

/** Calendar days as 'YYYY-MM-DD' strings (CONVENTIONS: calendar days are strings). */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The years a day sent to the server may fall in: PostgreSQL has no year 0, and a day near
 * 9999 overflows once a schedule adds days to it. No program starts or launches outside these.
 */
export const DAY_YEARS = { min: 1900, max: 2999 } as const;

export const dateMessages = {
  day: 'Expected a date as YYYY-MM-DD',
  birthdate: 'Please provide a valid Date of Birth.',
} as const;

/** The date exists in the calendar (2023-02-29 does not). */
export function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day); // Date.UTC would read years 0 to 99 as 1900s.
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** A 'YYYY-MM-DD' string naming a real calendar day. */
export function isDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return isRealDate(year, month, day);
}

const isDayInYears = (value: string): boolean => {
  const year = Number(value.slice(0, 4));
  return isDay(value) && year >= DAY_YEARS.min && year <= DAY_YEARS.max;
};

/** Every 'YYYY-MM-DD' field of a request: a real day within DAY_YEARS. */
export function daySchema(message: string = dateMessages.day) {
  return z.string({ error: message }).refine(isDayInYears, { message });
}

/** Every 'DD/MM/YYYY' field of a request (birthdates): a real calendar date. */
export function dmyDateSchema(message: string = dateMessages.birthdate) {
  return z
    .string({ error: message })
    .regex(/^\d{2}\/\d{2}\/\d{4}$/, message)
    .refine((value) => {
      const [day, month, year] = value.split('/').map(Number) as [number, number, number];
      return isRealDate(year, month, day);
    }, message);
}
