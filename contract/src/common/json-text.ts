import { z } from 'zod';

/** A JSON document sent as text (a multipart field), checked by `schema` once parsed. */
export function jsonTextSchema<S extends z.ZodType>(schema: S, message = 'is not valid JSON') {
  return z
    .string({ error: message })
    .transform((text, ctx): unknown => {
      try {
        return JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
    })
    .pipe(schema);
}
