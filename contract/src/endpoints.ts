import { accountsEndpoints } from './accounts/accounts.endpoints.ts';
import { usersEndpoints } from './accounts/users.endpoints.ts';
import { authEndpoints } from './auth/auth.endpoints.ts';
import { billingEndpoints } from './billing/billing.endpoints.ts';
import { payoutsEndpoints } from './payouts/payouts.endpoints.ts';
import { cardsEndpoints } from './cards/cards.endpoints.ts';
import { clientsEndpoints } from './clients/clients.endpoints.ts';
import type { EndpointDefinition } from './common/endpoint.ts';
import { customisationEndpoints } from './customisation/customisation.endpoints.ts';
import { themesEndpoints } from './customisation/themes.endpoints.ts';
import { exercisesEndpoints } from './exercises/exercises.endpoints.ts';
import { mediaEndpoints } from './media/media.endpoints.ts';
import { platformPlanEndpoints } from './platform-plan/platform-plan.endpoints.ts';
import { programsEndpoints } from './programs/programs.endpoints.ts';
import { purchaseEndpoints } from './purchase/purchase.endpoints.ts';
import { settingsEndpoints } from './settings/settings.endpoints.ts';
import { templatesEndpoints } from './templates/templates.endpoints.ts';
import { trackingEndpoints } from './tracking/tracking.endpoints.ts';
import { scheduleEndpoints } from './training/schedule.endpoints.ts';

/** Every endpoint defined in the contract (the authorization matrix walks this list). */
export const allEndpoints: readonly EndpointDefinition[] = [
  ...authEndpoints,
  ...settingsEndpoints,
  ...themesEndpoints,
  ...customisationEndpoints,
  ...usersEndpoints,
  ...platformPlanEndpoints,
  ...payoutsEndpoints,
  ...cardsEndpoints,
  ...billingEndpoints,
  ...accountsEndpoints,
  ...purchaseEndpoints,
  ...clientsEndpoints,
  ...mediaEndpoints,
  ...programsEndpoints,
  ...exercisesEndpoints,
  ...scheduleEndpoints,
  ...templatesEndpoints,
  ...trackingEndpoints,
];
