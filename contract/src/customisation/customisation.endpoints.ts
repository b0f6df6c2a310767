import { coachesEvenBlocked } from '../common/access.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { coachIconSchema } from './customisation.schemas.ts';

/** GET coach/coach_icon: why the current account's custom app icon was declined. */
export const getCoachIconEndpoint = defineEndpoint({
  operationId: 'getCoachIcon',
  summary: "Read why the account's custom app icon was declined",
  method: 'GET',
  path: '/coach/coach_icon',
  response: coachIconSchema,
  permission: 'customisation.icon.read',
  access: coachesEvenBlocked,
  tags: ['customisation'],
});

export const customisationEndpoints = [getCoachIconEndpoint];
