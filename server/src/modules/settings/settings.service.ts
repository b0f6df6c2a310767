import { API_VERSION } from '@forma/contract/common/api';
import type { SettingsResponse } from '@forma/contract/settings/settings.schemas';
import type { AppConfig } from '@forma/contract/accounts/users.schemas';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { referenceData } from './reference-data.ts';

export async function getSettings(rc: RequestContext): Promise<SettingsResponse> {
  await requireAccess(rc, 'public');
  return referenceData();
}

/** The web build reads the first-party client credentials from here ({key} in DECISIONS.md). */
export async function getAppConfig(rc: RequestContext): Promise<AppConfig> {
  await requireAccess(rc, 'public');
  const { config } = rc;
  return {
    product_name: config.productName,
    partner_name: config.partnerName,
    client_id: config.webClientId,
    client_secret: config.webClientSecret,
    api_version: API_VERSION,
    public_url: config.publicUrl,
    stripe: { mode: config.stripe.mode, publishable_key: config.stripe.publishableKey },
  };
}
