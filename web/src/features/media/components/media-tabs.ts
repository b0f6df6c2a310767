import type { MediaOwner, MediaScope } from '@forma/contract/media/media.schemas';

/** The library tabs of spec 2.13: My Library (files), the partner's library, the product's videos. */
export type MediaTab = 'files' | 'partner' | 'product';

export const tabOwner: Record<MediaTab, MediaOwner> = {
  files: 'current',
  partner: 'partner',
  product: 'product',
};

/** Items added on the partner tab go to the partner (race) scope. */
export const tabScope = (tab: MediaTab): MediaScope => (tab === 'partner' ? 'race' : 'user');

export type TabRules = {
  uploadOnly: boolean;
  isCoach: boolean;
  isAccountOwner: boolean;
  /** current.race: the account has the partner feature. */
  partnerFeature: boolean;
  /** The partner-access flag of the probe (spec 4.9). */
  partnerAccess: boolean;
  /** A partner template is being edited. */
  partnerTemplate: boolean;
};

/** Spec 4.9: which tabs show, in the order of 2.13. */
export function availableTabs(rules: TabRules): MediaTab[] {
  if (rules.uploadOnly) {
    return rules.isAccountOwner && rules.partnerFeature ? ['files', 'partner'] : ['files'];
  }
  const partner = rules.isCoach && rules.partnerAccess;
  const tabs: MediaTab[] = [];
  if (!(partner && rules.partnerTemplate)) tabs.push('files');
  if (partner) tabs.push('partner');
  if (rules.isCoach) tabs.push('product');
  return tabs;
}

const isTab = (value: string | null): value is MediaTab =>
  value === 'files' || value === 'partner' || value === 'product';

/**
 * Spec 4.9: the remembered tab (addMediaActiveTab) when it is available, else My Library. Editing
 * a partner template with partner access opens the partner tab when the remembered tab was My
 * Library or none.
 */
export function initialTab(remembered: string | null, rules: TabRules): MediaTab {
  const tabs = availableTabs(rules);
  const stored = isTab(remembered) ? remembered : null;
  if (
    tabs.includes('partner') &&
    rules.partnerTemplate &&
    (stored === null || stored === 'files')
  ) {
    return 'partner';
  }
  if (stored && tabs.includes(stored)) return stored;
  return tabs.includes('files') ? 'files' : (tabs[0] ?? 'files');
}

/**
 * Spec 2.13: the add-link and upload block shows on My Library, and on the partner tab only for
 * the account owner with the partner feature; the product library is read-only.
 */
export function canAddTo(
  tab: MediaTab,
  rules: Pick<TabRules, 'isAccountOwner' | 'partnerFeature'>,
) {
  if (tab === 'files') return true;
  if (tab === 'partner') return rules.isAccountOwner && rules.partnerFeature;
  return false;
}
