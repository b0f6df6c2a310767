import type { PaymentStatus } from '@forma/contract/billing/billing.schemas';
import { historyTexts } from '../billing.messages';

/** A payment's badge: its label and Mantine colour (the theme's primary for paid, as 'Active'). */
export const paymentBadge: Record<PaymentStatus, { label: string; color: string | undefined }> = {
  paid: { label: historyTexts.status.paid, color: undefined },
  refunded: { label: historyTexts.status.refunded, color: 'gray' },
  partially_refunded: { label: historyTexts.status.partially_refunded, color: 'orange' },
  failed: { label: historyTexts.status.failed, color: 'red' },
};

/** When a payment was made, as '24 Nov 2026'. */
export const showPaidAt = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric' });
