import type { QueryClient } from '@tanstack/react-query';
import { addDays, dayIn } from '@forma/contract/programs/days';
import { getPlanEndpoint } from '@forma/contract/programs/plan-read.endpoints';
import { getScheduleEndpoint } from '@forma/contract/training/schedule.endpoints';
import type { EndpointOutput } from '@forma/contract/common/endpoint';
import { authHeader } from '../../../lib/api-client';
import { call, endpointQuery } from '../../../lib/call';
import type { Params } from '../../../lib/routes/route-types';

type ScheduleResponse = EndpointOutput<typeof getScheduleEndpoint>;

/**
 * The builder's first week, asked when its route is opened: with the program, the session and the
 * page's code, not after them. Which week comes first depends on the program's type, which is not
 * known yet, so the one read names both: the week of today (a dated calendar's) and Week 1 (a
 * progressive one's); the server reads the one its calendar has and leaves the other.
 */
type FirstWeek = {
  planId: number;
  clientId: number | null;
  monday: string;
  answer: Promise<ScheduleResponse>;
};

let waiting: FirstWeek | null = null;

const idOf = (text: string | undefined) => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** Today in the browser's time zone (the one the API is told in Client-Timezone). */
export const localToday = () => dayIn(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);

/** The Monday of a day's week. */
export function mondayOf(day: string): string {
  return addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
}

/**
 * The builder's routes: reads the program and the first week as the route opens (signed in only;
 * the guards still decide, and an answer no builder takes is dropped).
 */
export function prefetchBuilder(params: Params, queryClient: QueryClient) {
  waiting = null;
  const planId = idOf(params.plan_id);
  if (planId === null || authHeader() === null) return;
  const clientId = idOf(params.user_id);
  void queryClient.prefetchQuery(endpointQuery(getPlanEndpoint, { params: { id: planId } }));
  const monday = mondayOf(localToday());
  const answer = call(
    getScheduleEndpoint,
    {
      params: { id: planId },
      query: {
        from: monday,
        to: addDays(monday, 6),
        from_week: 1,
        to_week: 1,
        ...(clientId === null ? {} : { client_id: clientId }),
      },
    },
    { silent: true },
  );
  // Taken by the builder, which reads the week itself if this failed.
  answer.catch(() => undefined);
  waiting = { planId, clientId, monday, answer };
}

/**
 * The first week read as the route opened, if it is the week asked (`query`, as `weekQuery`
 * makes it) of the same calendar; once: a builder opened again reads afresh.
 */
export function takeFirstWeek(
  planId: number,
  clientId: number | null,
  query: { from: string } | { from_week: number },
): Promise<ScheduleResponse> | null {
  const first = waiting;
  if (!first || first.planId !== planId || first.clientId !== clientId) return null;
  if ('from' in query ? query.from !== first.monday : query.from_week !== 1) return null;
  waiting = null;
  return first.answer;
}
