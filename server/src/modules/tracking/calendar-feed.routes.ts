import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  getCalendarFeedEndpoint,
  renewCalendarFeedEndpoint,
} from '@forma/contract/tracking/tracking.endpoints';
import { now } from '../../platform/clock.ts';
import { typed } from '../../platform/http.ts';
import { route } from '../../platform/http/register-endpoint.ts';
import { ERROR_STATUSES } from '../../platform/http/api-description.ts';
import { getCalendarFeed, readCalendarFeed, renewCalendarFeed } from './calendar-feed.service.ts';

/** The client's feed address (contract endpoints) and the feed itself (text/calendar). */
export async function calendarFeedRoutes(app: FastifyInstance) {
  route(app, getCalendarFeedEndpoint, (rc) => getCalendarFeed(rc));
  route(app, renewCalendarFeedEndpoint, (rc) => renewCalendarFeed(rc));
  typed(app).get(
    '/calendar-feeds/:file',
    {
      schema: {
        operationId: 'readCalendarFeed',
        summary: "Read a client's training calendar as an iCalendar feed",
        description:
          'The private address from getCalendarFeed, for calendar apps: no session, the signed file name is the key (renewCalendarFeed replaces it).',
        tags: ['tracking'],
        params: z.object({ file: z.string().describe('The signed file name, ending in .ics') }),
        response: {
          200: {
            description: 'The calendar (RFC 5545)',
            content: { 'text/calendar': { schema: z.string() } },
          },
        },
        [ERROR_STATUSES]: [404, 429],
      },
    },
    async (request, reply) => {
      const body = await readCalendarFeed(app.ctx, request.params.file, now());
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Cache-Control', 'private, no-store')
        .send(body);
    },
  );
}
