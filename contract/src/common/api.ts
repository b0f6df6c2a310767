import { z } from 'zod';
import { idTextSchema } from './ids.ts';

/** API-Version the server speaks; older clients get `base.deprecated` (platform.md 7). */
export const API_VERSION = 3;

export const idParamSchema = z.object({ id: idTextSchema });

/** 422 body: `{errors: {field: [messages]}}` (platform.md 8). */
export const validationErrorSchema = z.object({
  errors: z.record(z.string(), z.array(z.string())),
});

export const okSchema = z.object({ ok: z.literal(true) });

/** The page of a paged list: which one, its size, and how many there are. */
export const paginationSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total_pages: z.number().int(),
  total_count: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;
