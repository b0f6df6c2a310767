import type { z } from 'zod';
import { clientInvitationAccepted } from './modules/accounts/accounts.events.ts';
import { receiptOnPayment } from './modules/billing/receipt-mail.ts';
import { attachInvitedClient } from './modules/clients/program-clients.service.ts';
import { sendInvitesOnPublish } from './modules/clients/plan-invites.ts';
import { stripeAccountChanged } from './modules/payouts/payouts.events.ts';
import {
  paymentOutcome,
  paymentRefunded,
  priceSwitched,
  purchaseMade,
  subscriptionCanceledByCoach,
  switchScheduled,
  trialStarted,
} from './modules/purchase/paid/paid.events.ts';
import { programPublished } from './modules/programs/programs.events.ts';
import { commentCreated, feedbackGiven } from './modules/tracking/review.events.ts';
import {
  blockCompleted,
  dayCompleted,
  macrosLogged,
  performanceLogged,
} from './modules/tracking/tracking.events.ts';
import type { DomainEvents, EventName } from './platform/events/event-catalogue.ts';
import { eventDeliveryJobs, promptEventNames } from './platform/events/event-delivery.ts';
import type { EventSubscriber } from './platform/events/event-subscriber.ts';

/** Every event's payload schema, checked on delivery (`test.*` events are the tests' own). */
export const eventSchemas: {
  [N in Exclude<EventName, `test.${string}`>]: z.ZodType<DomainEvents[N]>;
} = {
  'client_invitation.accepted': clientInvitationAccepted,
  'program.published': programPublished,
  'comment.created': commentCreated,
  'feedback.given': feedbackGiven,
  'performance.logged': performanceLogged,
  'block.completed': blockCompleted,
  'day.completed': dayCompleted,
  'macros.logged': macrosLogged,
  'stripe_account.changed': stripeAccountChanged,
  'purchase.made': purchaseMade,
  'purchase.trial_started': trialStarted,
  'payment.succeeded': paymentOutcome,
  'payment.failed': paymentOutcome,
  'payment.refunded': paymentRefunded,
  'membership.canceled_by_coach': subscriptionCanceledByCoach,
  'membership.switch_scheduled': switchScheduled,
  'membership.price_switched': priceSwitched,
};

/** Who hears of what: every subscriber, wired here and nowhere else. */
export const eventSubscribers: EventSubscriber[] = [
  attachInvitedClient,
  sendInvitesOnPublish,
  receiptOnPayment,
];

/** The dispatch and delivery jobs of these subscribers (job-handlers.ts, app.ts). */
export const eventJobs = eventDeliveryJobs(eventSchemas, eventSubscribers);

/** The events dispatched before the emitting request answers (prompt-delivery.ts). */
export const promptEvents = promptEventNames(eventSubscribers);
