import { z } from 'zod';
import { personMessages } from './accounts.messages.ts';

// The rules of a person's and an account's fields (platform.md section 5): names, role, country.
// Sign-up (auth) and the profile and account screens (accounts) share them.

/** A name must be UNDER this many characters (so at most 49). */
export const NAME_MAX = 50;
export const FORBIDDEN_NAME_CHARS = [
  '/',
  '|',
  '\\',
  '+',
  '=',
  '@',
  ':',
  '<',
  '>',
  '?',
  ';',
] as const;
export const ROLES = ['coach', 'user'] as const;
export type Role = (typeof ROLES)[number];

const requiredError = (message: string) => ({ error: message });

export function isValidName(name: string): boolean {
  return (
    Array.from(name).length < NAME_MAX && !FORBIDDEN_NAME_CHARS.some((char) => name.includes(char))
  );
}

export function nameSchema(requiredMessage: string) {
  return z
    .string(requiredError(requiredMessage))
    .trim()
    .min(1, requiredMessage)
    .refine(isValidName, personMessages.nameRule);
}

export const firstNameSchema = nameSchema(personMessages.firstNameRequired);
export const lastNameSchema = nameSchema(personMessages.lastNameRequired);
export const accountNameSchema = nameSchema(personMessages.accountNameRequired);
export const countrySchema = z
  .string(requiredError(personMessages.countryRequired))
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, personMessages.countryRequired);

export const roleSchema = z.enum(ROLES);
