import { saveScheduleEndpoint } from '@forma/contract/training/schedule.endpoints';
import type { DayInput } from '@forma/contract/training/schedule.schemas';
import { ApiError } from '../../../lib/api-client';
import { call } from '../../../lib/call';

/**
 * PUT coach/plans/{id}/schedule {client_id, days} -> the days written. Silent: the builder shows
 * its own saved state, and a conflict its own message.
 */
export const saveSchedule = async (
  planId: number,
  body: { client_id: number | null; days: DayInput[] },
) => (await call(saveScheduleEndpoint, { params: { id: planId }, body }, { silent: true })).days;

/** 409: a day's version is not the one read (another tab or coach saved it since). */
export const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;
