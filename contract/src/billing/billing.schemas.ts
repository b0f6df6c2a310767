import { z } from 'zod';

/** Where the coach starts connecting Stripe from (platform.md 2.3, `/stripe-onboarding?source=`). */
export const onboardingSourceSchema = z.enum(['signup', 'settings', 'my_plans']);
export type OnboardingSource = z.infer<typeof onboardingSourceSchema>;

export const onboardingUrlQuerySchema = z.object({ source: onboardingSourceSchema });
export const onboardingUrlResponseSchema = z.object({ url: z.string() });
