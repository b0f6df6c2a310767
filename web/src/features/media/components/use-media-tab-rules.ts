import { useAppConfig } from '../../auth';
import { useMe } from '../../../lib/session/me';
import { usePartnerAccess } from '../api/fetch-media';
import { mediaTexts } from '../media.messages';
import { availableTabs, type MediaTab, type TabRules } from './media-tabs';

/**
 * Who sees which library tab (spec 4.9, 6): coaches get the product tab and are probed for partner
 * access; the partner feature (current.race) and account ownership decide adding to the partner
 * library. `ready` is false while the probe runs.
 */
export function useMediaTabRules(options: {
  uploadOnly: boolean;
  partnerTemplate: boolean;
  enabled: boolean;
}) {
  const me = useMe();
  const config = useAppConfig();
  const isCoach = me?.current.role === 'coach';
  const probes = isCoach && !options.uploadOnly;
  const probe = usePartnerAccess({ enabled: options.enabled && probes });
  const rules: TabRules = {
    uploadOnly: options.uploadOnly,
    isCoach,
    isAccountOwner: Boolean(me?.current.is_account_owner),
    partnerFeature: Boolean(me?.current.race),
    partnerAccess: probe.data === true,
    partnerTemplate: options.partnerTemplate,
  };
  const partnerName = config.data?.partner_name ?? '';
  const labels: Record<MediaTab, string> = {
    files: mediaTexts.myLibrary,
    partner: partnerName,
    product: mediaTexts.productLibrary(config.data?.product_name ?? ''),
  };
  return {
    rules,
    tabs: availableTabs(rules),
    labels,
    partnerName,
    ready: me !== null && (!probes || !probe.isPending),
  };
}
