import { accountsEndpoints } from './accounts/accounts.endpoints.ts';
import { authEndpoints } from './auth/auth.endpoints.ts';
import type { EndpointDefinition } from './common/endpoint.ts';
import { membershipsEndpoints } from './programs/memberships.endpoints.ts';
import { mediaEndpoints } from './media/media.endpoints.ts';
import { platformPlanEndpoints } from './platform-plan/platform-plan.endpoints.ts';
import { customisationEndpoints } from './customisation/customisation.endpoints.ts';
import { settingsEndpoints } from './settings/settings.endpoints.ts';
import { themesEndpoints } from './themes/themes.endpoints.ts';
import { usersEndpoints } from './users/users.endpoints.ts';
// programs
import { programsEndpoints } from './programs/programs.endpoints.ts';

/** Every endpoint defined in the contract (the authorization matrix walks this list). */
export const allEndpoints: readonly EndpointDefinition[] = [
  ...authEndpoints,
  ...settingsEndpoints,
  ...themesEndpoints,
  ...customisationEndpoints,
  ...usersEndpoints,
  ...platformPlanEndpoints,
  ...accountsEndpoints,
  // memberships
  ...membershipsEndpoints,
  // media
  ...mediaEndpoints,
  // programs
  ...programsEndpoints,
];
