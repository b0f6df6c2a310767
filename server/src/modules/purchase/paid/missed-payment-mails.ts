import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { publicPlanPath } from '@forma/contract/programs/programs.rules';
import type { AppContext } from '../../../platform/context.ts';
import { mailOf, type MailContent } from '../../../platform/mail/templates.ts';
import { findUser } from '../../accounts/accounts.api.ts';
import { findPlan } from '../../programs/programs.api.ts';
import type { planMemberships } from '../purchase.tables.ts';
import { dunningNotices } from './paid.tables.ts';
import { paidMails } from './paid.messages.ts';

type MembershipRow = typeof planMemberships.$inferSelect;
type NoticeKind = (typeof dunningNotices.$inferInsert)['kind'];

const MAILS: Record<NoticeKind, (input: { firstName: string; planTitle: string }) => MailContent> =
  {
    payment_failed: paidMails.paymentFailed,
    last_retry_failed: paidMails.lastRetryFailed,
    auto_canceled: paidMails.autoCanceled,
  };

/**
 * Sends the client one missed-payment e-mail, once per membership, kind and Stripe object: the
 * row is written first (a second delivery finds it and sends nothing); a failed send removes it
 * so the webhook's or job's retry sends again. The link is the program page, where the client
 * retries the payment or changes the card.
 */
export async function sendMissedPaymentMail(
  ctx: AppContext,
  membership: MembershipRow,
  kind: NoticeKind,
  stripeObjectId: string,
): Promise<boolean> {
  if (membership.userId === null) return false;
  const client = await findUser(ctx.db, membership.userId);
  const plan = await findPlan(ctx.db, membership.planId);
  if (!client || !plan) return false;
  const [notice] = await ctx.db
    .insert(dunningNotices)
    .values({ membershipId: membership.id, kind, stripeObjectId })
    .onConflictDoNothing()
    .returning({ id: dunningNotices.id });
  if (!notice) return false;
  const path = publicPlanPath({ id: plan.id, custom_url: plan.customUrl });
  try {
    await ctx.mailer.send({
      to: client.email,
      ...mailOf(ctx, MAILS[kind]({ firstName: client.firstName, planTitle: plan.title }), {
        actionUrl: `${ctx.config.publicUrl}${path}`,
      }),
    });
  } catch (error) {
    await ctx.db.delete(dunningNotices).where(eq(dunningNotices.id, notice.id));
    throw error;
  }
  return true;
}

/**
 * A renewal's invoice that failed: the client is told at its first failure and again when the
 * last automatic retry has failed (Stripe schedules no further attempt). A subscription's first
 * invoice is not a renewal: the client is there, paying it.
 */
export async function tellOfFailedRenewal(
  ctx: AppContext,
  membership: MembershipRow,
  invoice: Stripe.Invoice,
) {
  if (membership.state !== 'past_due' || invoice.status !== 'open') return;
  if (invoice.billing_reason !== 'subscription_cycle' || invoice.attempt_count < 1) return;
  await sendMissedPaymentMail(ctx, membership, 'payment_failed', invoice.id!);
  if (invoice.attempt_count > 1 && invoice.next_payment_attempt === null) {
    await sendMissedPaymentMail(ctx, membership, 'last_retry_failed', invoice.id!);
  }
}
