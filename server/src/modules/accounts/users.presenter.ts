import type { CurrentUser, PrivateUser } from '@forma/contract/accounts/users.schemas';
import type { CoachSubscription } from '@forma/contract/accounts/subscription.schemas';
import { formatBirthdate } from '@forma/contract/accounts/birthdate.rules';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../platform/auth/auth-plugin.ts';
import type { AccountRow } from './accounts.repository.ts';
import type { CurrentAccount } from './current-account.ts';
import { findUser } from './users.repository.ts';

const unix = (date: Date) => Math.floor(date.getTime() / 1000);
const fullName = (user: UserRow) => `${user.firstName} ${user.lastName}`.trim();

function landingPage(account: AccountRow, links: Record<string, string>) {
  return { id: account.id, title: account.title, links };
}

export function presentPrivate(user: UserRow, privateAccount: AccountRow): PrivateUser {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: fullName(user),
    country: user.country,
    state: user.state,
    currency: user.currency,
    platform_currency: privateAccount.platformCurrency,
    birthdate: user.birthdate ? formatBirthdate(user.birthdate) : null,
    gender: user.gender,
    avatar_url: user.avatarUrl,
    popup_storage: user.popupStorage,
    weight: user.weightUnit,
    length: user.lengthUnit,
    landing_page: user.role === 'coach' ? landingPage(privateAccount, user.landingLinks) : null,
    email_settings: user.emailSettings,
    privacy_settings: user.privacySettings,
    confirmed: user.confirmedAt !== null,
    created_at: unix(user.createdAt),
  };
}

/** What users/me shows of the current account's Stripe account (the payouts area presents it). */
type StripeConnectFields = Pick<
  CurrentUser,
  'stripe_connect' | 'stripe_account_type' | 'stripe_connect_status' | 'stripe_connect_payouts'
>;

/** The parts of the current user other areas present, read by users/me (server/src/users-me.ts). */
export type CurrentParts = {
  subscription: CoachSubscription | null;
  stripe: StripeConnectFields;
};

/** The "current user" of platform.md 3: the account the person acts as, seen by that person. */
export async function presentCurrent(
  db: Db,
  user: UserRow,
  current: CurrentAccount,
  parts: CurrentParts,
): Promise<CurrentUser> {
  const { account, isOwner, membership } = current;
  const isPrivate = account.kind === 'private';
  const owner =
    isPrivate || account.ownerId === null || account.ownerId === user.id
      ? user
      : ((await findUser(db, account.ownerId)) ?? user);
  return {
    id: account.id,
    email: isPrivate ? user.email : owner.email,
    role: user.role,
    full_name: fullName(user),
    title: isPrivate ? fullName(user) : account.title,
    first_name: user.firstName,
    last_name: user.lastName,
    avatar_url: user.avatarUrl,
    brand_owner_email: isPrivate ? null : owner.email,
    brand_owner_full_name: isPrivate ? null : fullName(owner),
    created_at: unix(isPrivate ? user.createdAt : account.createdAt),
    birthdate: user.birthdate ? formatBirthdate(user.birthdate) : null,
    gender: user.gender,
    country: isPrivate ? user.country : account.country,
    state: isPrivate ? user.state : account.state,
    currency: user.currency,
    platform_currency: account.platformCurrency,
    custom_url: account.customUrl,
    type_account: isPrivate ? null : account.kind,
    subscription: user.role === 'coach' ? parts.subscription : null,
    ...parts.stripe,
    stripe_coach_customer_id: null,
    tax_state: user.taxState,
    has_new_notifications: false,
    has_unread_chat_messages: false,
    popup_storage: user.popupStorage,
    landing_page: user.role === 'coach' ? landingPage(account, user.landingLinks) : null,
    hide_checklist: user.hideChecklist,
    check_list_info: { completed: user.checklistCompleted as never, total_points: 4 },
    registration_step: user.registrationStep,
    account_kind: account.kind,
    show_account: !isPrivate,
    account_role: user.role === 'coach' ? (membership?.accountRole ?? 'owner') : null,
    is_account_owner: user.role === 'coach' && isOwner,
    zapier_account: false,
    zapier_coach_token: null,
    race: account.race,
    white_label: false,
    acting_as: false,
  };
}
