import type { z } from 'zod';

/**
 * Every domain event by name, with its payload: the catalogue `emitEvent` and `defineSubscriber`
 * are typed by. The area that emits an event declares it beside its payload schema (e.g.
 * modules/accounts/accounts.events.ts):
 *
 *   declare module '../../platform/events/event-catalogue.ts' {
 *     interface DomainEvents { 'client_invitation.accepted': ClientInvitationAccepted }
 *   }
 *
 * server/src/event-subscribers.ts lists every event's schema and wires every subscriber.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the areas
export interface DomainEvents {}

export type EventName = keyof DomainEvents & string;

/** Each event's payload schema, checked when it is delivered. */
export type EventSchemas = { [N in EventName]?: z.ZodType<DomainEvents[N]> };
