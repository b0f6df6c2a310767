/** The platform-plan area's texts on the server. */
export const platformPlanErrors = {
  trialUsed: 'The free trial has already been used on this account.',
} as const;
