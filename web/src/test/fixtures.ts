// Test data: users and subscriptions as the server returns them (contract schemas).
import type { AccountListItem } from '@forma/contract/accounts/accounts.schemas';
import type { CoachSubscription } from '@forma/contract/platform-plan/subscription.schemas';
import type { CurrentUser, MeResponse, PrivateUser } from '@forma/contract/accounts/users.schemas';

type DeepPartialMe = { private?: Partial<PrivateUser>; current?: Partial<CurrentUser> };

export const activeProSubscription: CoachSubscription = {
  active: true,
  state: 'active',
  free_plan: false,
  free_usage: false,
  cancel_at_period_end: false,
  trial: false,
  trial_end_date: null,
  next_payment_date: '2030-01-01 00:00:00 +0000',
  active_clients: 2,
  active_sub_clients: 2,
  scheduled_plan: null,
  plan: { id: 1, product_kind: 'professional_band_25', max_clients: 25 },
};

/** Never started a trial, no plan: blocked and empty. */
export const emptySubscription: CoachSubscription = {
  ...activeProSubscription,
  active: false,
  state: null,
  next_payment_date: null,
  active_clients: 0,
  active_sub_clients: 0,
  plan: null,
};

/** Trial ended without a plan: blocked, not empty. */
export const expiredTrialSubscription: CoachSubscription = {
  ...emptySubscription,
  trial_end_date: '2020-01-01 00:00:00 +0000',
};

export const freeSubscription: CoachSubscription = {
  ...activeProSubscription,
  free_plan: true,
  plan: null,
  state: null,
};

export function trialSubscription(daysLeft: number, now = new Date()): CoachSubscription {
  const end = new Date(now.getTime() + daysLeft * 24 * 3600 * 1000);
  const iso = end.toISOString();
  return {
    ...emptySubscription,
    active: true,
    trial: true,
    trial_end_date: `${iso.slice(0, 10)} ${iso.slice(11, 19)} +0000`,
  };
}

const basePrivate: PrivateUser = {
  id: 1,
  email: 'coach@example.com',
  role: 'coach',
  first_name: 'Ada',
  last_name: 'Coach',
  full_name: 'Ada Coach',
  country: 'GB',
  state: null,
  currency: 'GBP',
  platform_currency: 'GBP',
  birthdate: '01/01/1990',
  gender: 'female',
  avatar_url: null,
  popup_storage: [],
  weight: 'kg',
  length: 'cm',
  landing_page: null,
  email_settings: { daily_summary: true, client_activity: true, marketing: false },
  privacy_settings: { show_on_leaderboards: true, share_body_metrics: true },
  confirmed: true,
  created_at: 1_700_000_000,
};

const baseCurrent: CurrentUser = {
  id: 2,
  email: 'coach@example.com',
  role: 'coach',
  full_name: 'Ada Coach',
  title: 'Iron Gym',
  first_name: 'Ada',
  last_name: 'Coach',
  avatar_url: null,
  brand_owner_email: 'coach@example.com',
  brand_owner_full_name: 'Ada Coach',
  created_at: 1_700_000_000,
  birthdate: '01/01/1990',
  gender: 'female',
  country: 'GB',
  state: null,
  currency: 'GBP',
  platform_currency: 'GBP',
  custom_url: null,
  type_account: 'gym',
  subscription: activeProSubscription,
  stripe_connect: null,
  stripe_account_type: null,
  stripe_coach_customer_id: null,
  stripe_connect_status: null,
  stripe_connect_payouts: null,
  tax_state: false,
  has_new_notifications: false,
  has_unread_chat_messages: false,
  popup_storage: [],
  landing_page: null,
  hide_checklist: false,
  check_list_info: { completed: [], total_points: 4 },
  registration_step: null,
  account_kind: 'gym',
  show_account: true,
  account_role: 'owner',
  is_account_owner: true,
  zapier_account: false,
  zapier_coach_token: null,
  race: false,
  white_label: false,
  acting_as: false,
};

/** A coach acting in a business account they own (gym, active PRO plan). */
export function businessCoach(overrides: DeepPartialMe = {}): MeResponse {
  return {
    private: { ...basePrivate, ...overrides.private },
    current: { ...baseCurrent, ...overrides.current },
  };
}

/** A coach on the own (private) account. */
export function privateCoach(overrides: DeepPartialMe = {}): MeResponse {
  return businessCoach({
    private: overrides.private,
    current: {
      id: 1,
      title: 'Ada Coach',
      account_kind: 'private',
      type_account: null,
      account_role: null,
      is_account_owner: true,
      ...overrides.current,
    },
  });
}

/** A business account member who is not the owner. */
export function memberCoach(overrides: DeepPartialMe = {}): MeResponse {
  return businessCoach({
    private: overrides.private,
    current: {
      account_role: 'coach',
      is_account_owner: false,
      brand_owner_full_name: 'Olga Owner',
      ...overrides.current,
    },
  });
}

export function client(overrides: DeepPartialMe = {}): MeResponse {
  return {
    private: {
      ...basePrivate,
      id: 10,
      role: 'user',
      email: 'client@example.com',
      ...overrides.private,
    },
    current: {
      ...baseCurrent,
      id: 10,
      role: 'user',
      email: 'client@example.com',
      title: 'Cleo Client',
      full_name: 'Cleo Client',
      account_kind: 'private',
      type_account: null,
      account_role: null,
      subscription: null,
      ...overrides.current,
    },
  };
}

export function accountItem(overrides: Partial<AccountListItem> = {}): AccountListItem {
  return {
    id: 2,
    title: 'Iron Gym',
    full_name: 'Ada Coach',
    kind: 'gym',
    clients_count: 12,
    trial_status: null,
    launch_date: null,
    account_status: 'active',
    account_role: 'owner',
    current_account: false,
    invite_status: 'accepted',
    has_new_notifications: false,
    has_unread_chat_messages: false,
    subscription: activeProSubscription,
    ...overrides,
  };
}
