import { z } from 'zod';

/** Ids are `integer`/`serial` columns: 1 to 2^31 - 1. */
export const MAX_ID = 2_147_483_647;

/** A positive whole number as plain digits: no sign, space, leading zero, hex or exponent. */
const DIGITS = /^[1-9][0-9]{0,9}$/;

export const idMessages = {
  invalid: 'is not a valid id',
  page: 'must be a whole number from 1',
  perPage: (max: number) => `must be a whole number from 1 to ${max}`,
} as const;

/** Whole numbers sent as text (paths, queries, multipart fields): plain digits from 1 to `max`. */
export function digitsSchema(max: number, message: string) {
  return z
    .string({ error: message })
    .regex(DIGITS, message)
    .refine((text) => Number(text) <= max, message)
    .transform(Number);
}

/** An id in a path, a query or a multipart field (`DELETE coach/plans/0x10` names no plan). */
export const idTextSchema = digitsSchema(MAX_ID, idMessages.invalid);

/** An id in a JSON body: a whole number within the column's range. */
export const idSchema = z
  .number({ error: idMessages.invalid })
  .int(idMessages.invalid)
  .positive(idMessages.invalid)
  .max(MAX_ID, idMessages.invalid);

/** The id of a path or a ref, or null when the text is no id (a custom URL, `0x10`, `1e3`). */
export function idFromText(text: string): number | null {
  const parsed = idTextSchema.safeParse(text);
  return parsed.success ? parsed.data : null;
}

/** `page` of a paged list query. */
export const pageQuerySchema = digitsSchema(MAX_ID, idMessages.page).default(1);

/** `per_page` of a paged list query. */
export function perPageQuerySchema(defaultSize: number, max = 100) {
  return digitsSchema(max, idMessages.perPage(max)).default(defaultSize);
}
