import { z } from 'zod';
import { idTextSchema, pageQuerySchema, perPageQuerySchema } from '../common/ids.ts';
import { paginationSchema } from '../programs/programs.schemas.ts';

export const historyQuerySchema = z.object({
  page: pageQuerySchema,
  per_page: perPageQuerySchema(20),
});
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

export const paymentIdParamsSchema = z.object({ id: idTextSchema });

export const PAYMENT_STATUSES = ['paid', 'refunded', 'partially_refunded', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The days a payment paid for (a subscription's invoice line), as `YYYY-MM-DD` UTC days. */
export const billedPeriodSchema = z.object({ start: z.string(), end: z.string() });
export type BilledPeriod = z.infer<typeof billedPeriodSchema>;

const programRefSchema = z.object({ id: z.number().int(), title: z.string() });

/** One payment of the client's memberships, newest first (Billing > History). */
export const historyItemSchema = z.object({
  id: z.number().int(),
  /** When it was paid, or when the failed attempt was made (ISO 8601, UTC). */
  paid_at: z.string(),
  program: programRefSchema,
  seller: z.string(),
  /** 'Monthly subscription', 'Yearly subscription', 'One-off purchase', ... */
  description: z.string(),
  period: billedPeriodSchema.nullable(),
  amount: z.number().int(),
  currency: z.string(),
  amount_format: z.string(),
  refunded_amount: z.number().int(),
  refunded_format: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  has_receipt: z.boolean(),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;

export const historyResponseSchema = z.object({
  items: z.array(historyItemSchema),
  pagination: paginationSchema,
});
export type HistoryResponse = z.infer<typeof historyResponseSchema>;

/** A paid payment's receipt (printable, and e-mailed). */
export const receiptSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  paid_at: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  seller: z.object({ name: z.string(), country: z.string().nullable() }),
  buyer: z.object({ name: z.string(), email: z.string() }),
  program: programRefSchema,
  description: z.string(),
  period: billedPeriodSchema.nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  currency: z.string(),
  amount: z.number().int(),
  amount_format: z.string(),
  refunded_amount: z.number().int(),
  refunded_format: z.string(),
  total_paid: z.number().int(),
  total_paid_format: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;
