import type { CurrentUser } from '@forma/contract/accounts/users.schemas';
import type { ConnectedRow } from './stripe-accounts.repository.ts';

type BankAccount = NonNullable<ConnectedRow['externalAccount']>;

/** users/me's Stripe fields (platform.md 3), all null without a connected account. */
export type StripeConnectFields = Pick<
  CurrentUser,
  'stripe_connect' | 'stripe_account_type' | 'stripe_connect_status' | 'stripe_connect_payouts'
>;

export const NOT_CONNECTED_FIELDS: StripeConnectFields = {
  stripe_connect: null,
  stripe_account_type: null,
  stripe_connect_status: null,
  stripe_connect_payouts: null,
};

/** The bank account as the coach recognises it: 'STRIPE TEST BANK •••• 6789'. */
export function bankAccountLabel(bank: BankAccount): string {
  return `${(bank.bank_name ?? 'Bank').toUpperCase()} •••• ${bank.last4}`;
}

/** What Stripe still needs (currently or past due) and what it has denied, once each. */
export function verificationFields(row: ConnectedRow): string[] {
  return [...new Set([...row.requirementsDue, ...row.requirementsDenied])];
}

/** 'enabled' takes charges and pays out; 'restricted' waits on the coach; 'pending' on Stripe. */
export function connectStatus(row: ConnectedRow): 'enabled' | 'restricted' | 'pending' {
  if (row.chargesEnabled && row.payoutsEnabled) return 'enabled';
  if (verificationFields(row).length > 0) return 'restricted';
  return 'pending';
}

/**
 * platform.md 4: the verification warning is "added when there are verification_fields, when
 * charges are disabled, or when charges are enabled but payouts are disabled; removed otherwise".
 */
export function needsVerification(row: ConnectedRow): boolean {
  return verificationFields(row).length > 0 || !row.chargesEnabled || !row.payoutsEnabled;
}

/** users/me's Stripe fields; the bank account is shown to the account's owner only. */
export function presentStripeConnect(
  row: ConnectedRow | null,
  viewer: { owner: boolean } = { owner: true },
): StripeConnectFields {
  if (!row) return NOT_CONNECTED_FIELDS;
  return {
    stripe_connect: {
      external_account:
        viewer.owner && row.externalAccount ? bankAccountLabel(row.externalAccount) : null,
      verification_fields: verificationFields(row),
      charges_enabled: row.chargesEnabled,
      payouts_enabled: row.payoutsEnabled,
      account: row.stripeAccountId,
    },
    stripe_account_type: row.accountType,
    stripe_connect_status: connectStatus(row),
    stripe_connect_payouts: row.payoutsEnabled,
  };
}
