import { ApiError } from '../../lib/api-client';
import { failureMessages } from '../../lib/messages';

/** Field messages of a 422 answer (`{errors: {field: [messages]}}`), one text per field. */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || error.status !== 422 || !error.body?.errors) return null;
  const fields: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.body.errors)) {
    if (messages.length > 0) fields[field] = messages.join(' ');
  }
  return fields;
}

/** One readable sentence for any failed call (spec 8: field messages flattened and joined). */
export function serverErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const messages = Object.values(error.body?.errors ?? {}).flat();
    if (messages.length > 0) return messages.join(' ');
    if (error.body?.error) return error.body.error;
  }
  return error instanceof Error && error.message ? error.message : failureMessages.requestFailed;
}

/**
 * Splits a failure into messages for fields the form shows and one text for the rest
 * (base errors, fields the form does not have, non-422 failures).
 */
export function splitServerErrors(
  error: unknown,
  formFields: readonly string[],
): { fields: Record<string, string>; other: string | null } {
  const all = serverFieldErrors(error);
  if (!all) return { fields: {}, other: serverErrorMessage(error) };
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  for (const [field, message] of Object.entries(all)) {
    if (formFields.includes(field)) fields[field] = message;
    else rest.push(message);
  }
  return { fields, other: rest.length > 0 ? rest.join(' ') : null };
}
