import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { publicPlanPath } from '@forma/contract/programs/programs.rules';
import type { AppContext } from '../../../platform/context.ts';
import { mailOf, type MailContent } from '../../../platform/mail/templates.ts';
import { findAccount, findUser } from '../../accounts/accounts.api.ts';
import { findPlan } from '../../programs/programs.api.ts';
import type { planMemberships } from '../purchase.tables.ts';
import { dunningNotices } from './paid.tables.ts';
import { coachPaidMails, paidMails } from './paid.messages.ts';

type MembershipRow = typeof planMemberships.$inferSelect;
type NoticeKind = (typeof dunningNotices.$inferInsert)['kind'];
type UserRow = NonNullable<Awaited<ReturnType<typeof findUser>>>;
type PlanRow = NonNullable<Awaited<ReturnType<typeof findPlan>>>;

const fullName = (user: UserRow) => `${user.firstName} ${user.lastName}`.trim();

/** Who each notice goes to, its text and its link: the client to the program page, the coach to its clients. */
const NOTICES: Record<
  NoticeKind,
  (parties: { client: UserRow; coach: UserRow | null; plan: PlanRow }) => {
    to: UserRow | null;
    content: MailContent;
    path: string;
  }
> = {
  payment_failed: ({ client, plan }) => clientNotice(client, plan, paidMails.paymentFailed),
  last_retry_failed: ({ client, plan }) => clientNotice(client, plan, paidMails.lastRetryFailed),
  auto_canceled: ({ client, plan }) => clientNotice(client, plan, paidMails.autoCanceled),
  coach_payment_failed: (parties) => coachNotice(parties, coachPaidMails.paymentFailed),
  coach_auto_canceled: (parties) => coachNotice(parties, coachPaidMails.autoCanceled),
};

function clientNotice(
  client: UserRow,
  plan: PlanRow,
  mail: (input: { firstName: string; planTitle: string }) => MailContent,
) {
  return {
    to: client,
    content: mail({ firstName: client.firstName, planTitle: plan.title }),
    path: publicPlanPath({ id: plan.id, custom_url: plan.customUrl }),
  };
}

function coachNotice(
  { client, coach, plan }: { client: UserRow; coach: UserRow | null; plan: PlanRow },
  mail: (input: { coachFirstName: string; client: string; planTitle: string }) => MailContent,
) {
  return {
    to: coach,
    content: mail({
      coachFirstName: coach?.firstName ?? '',
      client: fullName(client),
      planTitle: plan.title,
    }),
    path: `/coach/programs/${plan.id}/clients`,
  };
}

/** The owner of the coach account that sells the program. */
async function accountOwner(ctx: AppContext, accountId: number) {
  const account = await findAccount(ctx.db, accountId);
  const ownerId = account?.kind === 'private' ? account.id : account?.ownerId;
  return ownerId ? findUser(ctx.db, ownerId) : null;
}

/**
 * Sends one missed-payment e-mail, once per membership, kind and Stripe object: the row is
 * written first (a second delivery finds it and sends nothing); a failed send removes it so the
 * webhook's or job's retry sends again.
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
  const coach = kind.startsWith('coach_') ? await accountOwner(ctx, membership.accountId) : null;
  const { to, content, path } = NOTICES[kind]({ client, coach, plan });
  if (!to) return false;
  const [notice] = await ctx.db
    .insert(dunningNotices)
    .values({ membershipId: membership.id, kind, stripeObjectId })
    .onConflictDoNothing()
    .returning({ id: dunningNotices.id });
  if (!notice) return false;
  try {
    await ctx.mailer.send({
      to: to.email,
      ...mailOf(ctx, content, { actionUrl: `${ctx.config.publicUrl}${path}` }),
    });
  } catch (error) {
    await ctx.db.delete(dunningNotices).where(eq(dunningNotices.id, notice.id));
    throw error;
  }
  return true;
}

/** The client's and the coach's e-mails of one missed-payment moment. */
export async function tellClientAndCoach(
  ctx: AppContext,
  membership: MembershipRow,
  kinds: { client: NoticeKind; coach: NoticeKind },
  stripeObjectId: string,
) {
  await sendMissedPaymentMail(ctx, membership, kinds.client, stripeObjectId);
  await sendMissedPaymentMail(ctx, membership, kinds.coach, stripeObjectId);
}

/**
 * A renewal's invoice that failed: the client is told at its first failure and again when the
 * last automatic retry has failed (Stripe schedules no further attempt); the coach at the first. A subscription's first
 * invoice is not a renewal: the client is there, paying it.
 */
export async function tellOfFailedRenewal(
  ctx: AppContext,
  membership: MembershipRow,
  invoice: Stripe.Invoice,
) {
  if (membership.state !== 'past_due' || invoice.status !== 'open') return;
  if (invoice.billing_reason !== 'subscription_cycle' || invoice.attempt_count < 1) return;
  await tellClientAndCoach(
    ctx,
    membership,
    { client: 'payment_failed', coach: 'coach_payment_failed' },
    invoice.id!,
  );
  if (invoice.attempt_count > 1 && invoice.next_payment_attempt === null) {
    await sendMissedPaymentMail(ctx, membership, 'last_retry_failed', invoice.id!);
  }
}
