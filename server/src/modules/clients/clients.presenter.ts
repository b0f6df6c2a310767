import type { ProgramClientRow, ClientList } from '@forma/contract/clients/clients.schemas';
import { daysBetween, type Day } from '@forma/contract/programs/days';
import {
  canceledByLabel,
  clientStatusBadge,
  currentlyAt,
  formatPrice,
  isCalendarPlan,
  membershipBadge,
  planAvailability,
  type StatusBadge,
} from '@forma/contract/programs/programs.rules';
import { hasFinished } from '@forma/contract/training/programming.rules';
import type { UserRow } from '../../platform/auth/auth-plugin.ts';
import type { PlanRow, PriceRow } from '../programs/programs.api.ts';
import {
  cancelChoicesOf,
  effectiveState,
  presentLastPayment,
  type MembershipRow,
  type PaymentRow,
} from '../purchase/purchase.api.ts';
import type { ProgrammingReader } from './client-programming.ts';
import type { LastLogged } from '../tracking/tracking.api.ts';

const fullName = (row: MembershipRow, user: UserRow | null) => {
  const own = [row.firstName, row.lastName].filter(Boolean).join(' ').trim();
  if (own) return own;
  if (user) return `${user.firstName} ${user.lastName}`.trim();
  return row.email ?? 'Deleted user';
};

function inviteBadge(row: MembershipRow): StatusBadge {
  return row.inviteState === 'accepted'
    ? { label: 'Not Started', colour: 'gray' }
    : { label: 'Pending', colour: 'orange' };
}

/** A row of the program's clients lists (spec 2.4) with its status badge (4.2). */
export function presentClientRow(input: {
  plan: PlanRow;
  row: MembershipRow;
  user: UserRow | null;
  price: PriceRow | null;
  list: ClientList;
  waiverAcceptedAt: Date | null;
  trackIds: number[];
  programming: ProgrammingReader;
  /** The client's latest result in the program. */
  lastLogged: LastLogged | null;
  /** The membership's latest paid payment and its subscription, if paid. */
  lastPayment: PaymentRow | null;
  subscriptionId: string | null;
  today: Day;
}): ProgramClientRow {
  const { plan, row, user, today } = input;
  const state = effectiveState(row, today);
  const programming = input.programming.of(row);
  const span = input.programming.span;
  const deleted =
    row.userId === null && row.inviteState !== 'init' && row.inviteState !== 'pending';
  let status: StatusBadge;
  let kind: ProgramClientRow['status_kind'] = 'client';
  if (input.list === 'pending') {
    status = inviteBadge(row);
    kind = 'invite';
  } else if (input.list === 'past') {
    status = deleted
      ? { label: 'Deleted user', colour: 'gray' }
      : plan.planType === 'fixed' && state === 'past'
        ? { label: 'Program Finished', colour: 'gray' }
        : membershipBadge(state);
  } else {
    const availability = planAvailability({
      inviteAccepted: row.inviteState !== 'init' && row.inviteState !== 'pending',
      startDate: row.startDate ?? (isCalendarPlan(plan.planType) ? today : null),
      daysLeft: programming.daysLeft,
      today,
    });
    if (input.list === 'scheduled') kind = 'training';
    status = clientStatusBadge({
      planType: plan.planType,
      availability,
      daysLeft: programming.daysLeft,
      isDeletedUser: deleted,
      invalidAccount: user?.role === 'coach',
      startDay: span?.first != null ? span.first + 1 : null,
      endDay: span?.last != null ? span.last + 1 : null,
      stateForAthlete: state !== 'past' && !hasFinished(programming, today),
    });
  }
  return {
    id: row.id,
    user_id: row.userId,
    full_name: fullName(row, user),
    first_name: row.firstName ?? user?.firstName ?? null,
    last_name: row.lastName ?? user?.lastName ?? null,
    email: user?.email ?? row.email,
    can_edit_email: row.userId === null,
    avatar_url: user?.avatarUrl ?? null,
    state,
    invite_state: row.inviteState,
    price_format: row.amount > 0 ? formatPrice(row.amount, row.currency ?? plan.currency) : 'Free',
    is_free: row.amount === 0,
    duration: input.price?.period ?? null,
    start_date: row.startDate,
    end_date: row.endDate,
    currently_at: isCalendarPlan(plan.planType) ? null : currentlyAt(row.startDate, today),
    trial_days_left: row.trialEnd ? Math.max(0, daysBetween(today, row.trialEnd)) : null,
    projected_end_date: programming.lastDay,
    training_programmed_to: programming.trainingTo,
    last_logged_on: input.lastLogged?.on ?? null,
    last_logged_day: input.lastLogged?.day
      ? { day_id: input.lastLogged.day.dayId, date: input.lastLogged.day.date }
      : null,
    status,
    status_kind: kind,
    canceled_by: row.canceledBy,
    canceled_by_label:
      state === 'canceled' || state === 'unpaid' || row.cancelAtPeriodEnd
        ? canceledByLabel(row.canceledBy, row.cancelAtPeriodEnd, state)
        : null,
    is_blocked: row.isBlocked,
    waiver_accepted_at: input.waiverAcceptedAt ? input.waiverAcceptedAt.toISOString() : null,
    invited_at: row.invitedAt ? Math.floor(row.invitedAt.getTime() / 1000) : null,
    track_ids: input.trackIds,
    last_payment: presentLastPayment(input.lastPayment),
    cancel_choices: cancelChoicesOf(row, state, input.subscriptionId),
  };
}
