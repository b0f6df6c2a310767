import { z } from 'zod';
import { pageQuerySchema, perPageQuerySchema } from '../common/ids.ts';
import { paginationSchema } from '../programs/programs.schemas.ts';

/** A client's acceptance of a program's waiver, as the coach's waiver page lists it (2.8). */
export const waiverAcceptanceSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  /** ISO instant. */
  accepted_at: z.string(),
  /** '{full_name} accepted the waiver to {plan} on {date} at {time}' in the caller's time zone. */
  accepted_text: z.string(),
});

export const waiverAcceptancesQuerySchema = z.object({
  page: pageQuerySchema,
  per_page: perPageQuerySchema(20),
});

/** GET coach/plans/{id}/waiver/acceptances: newest first. */
export const waiverAcceptancesResponseSchema = z.object({
  items: z.array(waiverAcceptanceSchema),
  pagination: paginationSchema,
});
export type WaiverAcceptancesResponse = z.infer<typeof waiverAcceptancesResponseSchema>;
