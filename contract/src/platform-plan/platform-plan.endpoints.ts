import { coachesEvenBlocked } from '../common/access.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { coachSubscriptionSchema } from './subscription.schemas.ts';

/** GET subscribe: the current account's platform subscription (null before any). */
export const getSubscriptionEndpoint = defineEndpoint({
  operationId: 'getSubscription',
  summary: "Read the account's platform subscription",
  method: 'GET',
  path: '/subscribe',
  response: coachSubscriptionSchema.nullable(),
  permission: 'platform-plan.subscription.read',
  access: coachesEvenBlocked,
  tags: ['platform-plan'],
});

export const platformPlanEndpoints = [getSubscriptionEndpoint];
