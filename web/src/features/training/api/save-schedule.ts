import { saveScheduleEndpoint } from '@forma/contract/training/schedule.endpoints';
import type { DayInput } from '@forma/contract/training/schedule.schemas';
import { ApiError } from '../../../lib/api-client';
import { call } from '../../../lib/call';
import { failureMessages } from '../../../lib/messages';
import type { SaveFailure } from '../state/schedule-store';

/**
 * PUT coach/plans/{id}/schedule {client_id, days} -> the days written. Silent: the builder shows
 * its own saved state, conflict and refusals.
 */
export const saveSchedule = async (
  planId: number,
  body: { client_id: number | null; days: DayInput[] },
) => (await call(saveScheduleEndpoint, { params: { id: planId }, body }, { silent: true })).days;

/**
 * 409: a day's version is not the one read (another tab or coach saved it since). Another 4xx
 * refuses what the days hold (422 with `restricted` for a PROFESSIONAL feature on FREE): sending
 * them again would not help. Anything else (offline, 5xx) may pass on a retry.
 */
export function saveFailureOf(error: unknown): SaveFailure {
  if (!(error instanceof ApiError) || error.status >= 500) return null;
  if (error.status === 409) return { conflict: true };
  const message =
    Object.values(error.body?.errors ?? {}).flat()[0] ?? failureMessages.requestFailed;
  return { refusal: { message, restricted: error.body?.restricted ?? null } };
}
