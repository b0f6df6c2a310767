import { z } from 'zod';

export const declineReasonSchema = z.object({ title: z.string(), description: z.string() });
export type DeclineReason = z.infer<typeof declineReasonSchema>;

export const coachIconSchema = z.object({ decline_reasons: z.array(declineReasonSchema) });
export type CoachIcon = z.infer<typeof coachIconSchema>;
