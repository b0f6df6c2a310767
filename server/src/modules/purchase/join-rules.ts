import {
  addToCalendarBounds,
  hasFutureLaunch,
  isCalendarPlan,
  isDayInBounds,
} from '@forma/contract/programs/programs.rules';
import { purchaseMessages } from '@forma/contract/programs/programs.messages';
import type { Day } from '@forma/contract/programs/days';
import type { RequestContext } from '../../platform/request-context.ts';
import { AppError, invalid } from '../../platform/errors/app-error.ts';
import { unconfirmedEmail } from '../accounts/accounts.api.ts';
import type { PlanRow } from '../programs/programs.api.ts';
import { loadPlanAccess, type PlanAccess } from './plan-access.ts';
import { presentPublicPlan } from './public-plan.service.ts';

/** The refusals every purchase call shares, in the order the client should hear them. */
export function assertCanJoin(access: PlanAccess) {
  const { plan, flags } = access;
  if (plan.archived) throw new AppError('INVALID', purchaseMessages.archived);
  if (flags.ownerBlocked) throw new AppError('INVALID', purchaseMessages.coachRestricted);
  if (flags.isBlocked) throw new AppError('FORBIDDEN', purchaseMessages.removedByCoach);
  if (flags.confirmationRequired) throw unconfirmedEmail();
  if (!flags.allowedToBuy) throw new AppError('FORBIDDEN', purchaseMessages.noPermission);
}

/** The first day of a new membership (spec 4.5, 5 "Add-to-calendar start date"). */
export function startDateFor(plan: PlanRow, requested: string | undefined, today: Day): Day {
  // Calendar plans: new clients join from the current day.
  if (isCalendarPlan(plan.planType)) return today;
  // A membership plan still to launch starts everyone on its launch date.
  if (plan.planType === 'membership' && hasFutureLaunch(plan.launchDate, today)) {
    return plan.launchDate!;
  }
  if (!requested) throw invalid('start_date', purchaseMessages.startDateRequired);
  assertStartDate(plan, requested, today);
  return requested;
}

export function assertStartDate(plan: PlanRow, day: Day, today: Day) {
  const bounds = addToCalendarBounds({
    planType: plan.planType,
    launchDate: plan.launchDate,
    today,
  });
  if (!isDayInBounds(day, bounds)) throw invalid('start_date', purchaseMessages.startDateInvalid);
}

export const stateFor = (startDate: Day, today: Day) =>
  startDate > today ? 'scheduled' : 'active';

/** The program as the client sees it after the change. */
export async function answer(rc: RequestContext, planId: number) {
  const access = await loadPlanAccess(rc.db, rc.caller, String(planId), rc.clientDay);
  return presentPublicPlan(rc, access, rc.clientDay, rc.timeZone);
}
