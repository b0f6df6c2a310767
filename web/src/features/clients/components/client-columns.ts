import type { ClientList, ProgramClientRow } from '@forma/contract/clients/clients.schemas';
import { isOngoing } from '@forma/contract/purchase/membership-states.rules';
import { dayIn } from '@forma/contract/programs/days';
import type { PlanType } from '@forma/contract/programs/programs.rules';
import { NO_VALUE, showDay } from '../../../lib/show-day';
import { clientsTexts as c } from '../clients.messages';

export type DateColumn = { label: string; value: (row: ProgramClientRow) => string };

/** The client's last day with anything logged (spec 2.4: how a coach finds new results). */
export const lastLogged: DateColumn = {
  label: c.columns.lastLogged,
  value: (row) => showDay(row.last_logged_on),
};

const trainingTo: DateColumn = {
  label: c.columns.trainingTo,
  value: (row) => showDay(row.training_programmed_to),
};

/**
 * The date column that varies by tab (spec 2.4): what the coach needs next for that group.
 * Active and scheduled: how far training is programmed (a fixed program's end is projected
 * instead); in trial: the days left; invites: when it was sent; past: when it ended.
 */
export function dateColumn(list: ClientList, planType: PlanType): DateColumn {
  switch (list) {
    case 'active':
      return planType === 'fixed'
        ? { label: c.columns.projectedEndDate, value: (row) => showDay(row.projected_end_date) }
        : trainingTo;
    case 'scheduled':
      return trainingTo;
    case 'in_trial':
      return {
        label: c.columns.trialDaysLeft,
        value: (row) => (row.trial_days_left === null ? NO_VALUE : c.daysLeft(row.trial_days_left)),
      };
    case 'pending':
      return {
        label: c.columns.invitedOn,
        value: (row) =>
          row.invited_at === null ? c.notSent : showDay(dayIn(new Date(row.invited_at * 1000))),
      };
    case 'past':
      return { label: c.columns.endDate, value: (row) => showDay(row.end_date) };
  }
}

export type ClientRowActionKind =
  'sendInvite' | 'resendInvite' | 'editInfo' | 'chooseTracks' | 'reschedule' | 'cancel' | 'remove';

/** Programs whose clients are at a week and day of their own (spec 2.4 'reschedule'). */
export const reschedulable = (planType: PlanType) =>
  planType === 'fixed' || planType === 'membership';

/**
 * The row actions the coach can take now. Adding training and messaging come with their areas.
 * A free membership is cancelled at once; a paid one when the server offers a way to end it
 * (`cancel_choices`). A paid client is removed only after the subscription is cancelled, so the
 * action is not offered. Tracks are chosen for invites and ongoing clients of
 * a program with several active tracks; an ongoing client of a Session 1 Day 1 or Fixed Length
 * program is rescheduled to a week and day.
 */
export function clientRowActions(
  row: ProgramClientRow,
  { tracks, reschedule }: { tracks: boolean; reschedule: boolean } = {
    tracks: false,
    reschedule: false,
  },
): ClientRowActionKind[] {
  if (row.state === 'init') {
    const invite = row.invite_state === 'init' ? 'sendInvite' : 'resendInvite';
    return [invite, 'editInfo', ...(tracks ? ['chooseTracks' as const] : []), 'remove'];
  }
  const ongoing = isOngoing(row.state);
  const actions: ClientRowActionKind[] = ['editInfo'];
  if (tracks && ongoing && !row.is_blocked) actions.push('chooseTracks');
  if (reschedule && ongoing && !row.is_blocked && row.user_id !== null) {
    actions.push('reschedule');
  }
  if (row.is_free ? ongoing : row.cancel_choices.length > 0) actions.push('cancel');
  if (!row.is_blocked && (!ongoing || row.is_free)) actions.push('remove');
  return actions;
}
