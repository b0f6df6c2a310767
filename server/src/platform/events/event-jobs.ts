import { z } from 'zod';

/** The job that fans one event out into its subscribers' deliveries. */
export const DISPATCH_KIND = 'events.dispatch';

/** Attempts of a dispatch, and of a delivery unless its subscriber says (30 s × attempts² apart). */
export const EVENT_JOB_ATTEMPTS = 5;

/** The kind of the jobs that deliver events to one subscriber. */
export const deliveryKind = (subscriber: string) => `event:${subscriber}`;

/** Dispatch and delivery jobs carry the event's id; the event itself stays in the outbox. */
export const eventJobPayload = z.object({ eventId: z.number().int().positive() });
