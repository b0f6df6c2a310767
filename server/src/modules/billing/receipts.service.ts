import type { Receipt } from '@forma/contract/billing/billing.schemas';
import { billingMessages } from '@forma/contract/billing/billing.messages';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import { hitRateLimit } from '../../platform/rate-limit/rate-limit.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { hasConfirmedEmail, unconfirmedEmail } from '../accounts/accounts.api.ts';
import { mailReceipt } from './receipt-mail.ts';
import { buildReceipt } from './receipts.ts';

/** A receipt may be e-mailed on request this many times per payment in 15 minutes. */
const RECEIPT_EMAILS_PER_WINDOW = 3;

/** GET athlete/billing/receipts/:id. */
export async function getReceipt(rc: RequestContext, id: number): Promise<Receipt> {
  const { user, found } = await requireAccess(rc, 'billing.receipt.read', id);
  return buildReceipt(rc, found, user);
}

/**
 * POST athlete/billing/receipts/:id/email: the receipt to the caller's confirmed address. Each
 * request is counted per payment in the database (every process shares it), so a burst of
 * clicks or concurrent calls sends at most three mails; the rest answer 429.
 */
export async function emailReceipt(rc: RequestContext, id: number): Promise<{ message: string }> {
  const { user, found } = await requireAccess(rc, 'billing.receipt.email', id);
  const receipt = await buildReceipt(rc, found, user);
  if (!hasConfirmedEmail(user)) throw unconfirmedEmail();
  await hitRateLimit(rc.db, [`receipt_email:${found.payment.id}`], RECEIPT_EMAILS_PER_WINDOW, {
    message: billingMessages.tooManyReceiptEmails,
  });
  await mailReceipt(rc, receipt, user);
  return { message: billingMessages.receiptEmailed(user.email) };
}
