import { z } from 'zod';

/** The job that fans one event out into its subscribers' deliveries. */
export const DISPATCH_KIND = 'events.dispatch';

/** The kind of the jobs that deliver events to one subscriber. */
export const deliveryKind = (subscriber: string) => `event:${subscriber}`;

/** Dispatch and delivery jobs carry the event's id; the event itself stays in the outbox. */
export const eventJobPayload = z.object({ eventId: z.number().int().positive() });
