import { clientsOnly } from '../common/access.ts';
import type { Access } from '../common/endpoint.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { messageResponseSchema } from '../purchase/purchase.schemas.ts';
import {
  historyQuerySchema,
  historyResponseSchema,
  paymentIdParamsSchema,
  receiptSchema,
} from './billing.schemas.ts';

const tags = ['billing'];

/** One client's own payment: any other person's (another client's, a stranger's) is 404. */
const ownPaymentOnly: Access = { ...clientsOnly, stranger_client: 404, other_member_client: 404 };

/** GET athlete/billing/history?page&per_page: the caller's payments, newest first. */
export const billingHistoryEndpoint = defineEndpoint({
  operationId: 'billingHistory',
  summary: "List the client's payments, newest first",
  method: 'GET',
  path: '/athlete/billing/history',
  query: historyQuerySchema,
  response: historyResponseSchema,
  permission: 'billing.history.read',
  access: clientsOnly,
  tags,
});

/** GET athlete/billing/receipts/:id: the receipt of one of the caller's paid payments. */
export const receiptEndpoint = defineEndpoint({
  operationId: 'receipt',
  summary: "Read the receipt of one of the client's payments",
  method: 'GET',
  path: '/athlete/billing/receipts/:id',
  params: paymentIdParamsSchema,
  response: receiptSchema,
  permission: 'billing.receipt.read',
  access: ownPaymentOnly,
  tags,
});

/** POST athlete/billing/receipts/:id/email: the receipt to the caller's confirmed address. */
export const emailReceiptEndpoint = defineEndpoint({
  operationId: 'emailReceipt',
  summary: "E-mail a payment's receipt to the client",
  method: 'POST',
  path: '/athlete/billing/receipts/:id/email',
  params: paymentIdParamsSchema,
  response: messageResponseSchema,
  permission: 'billing.receipt.email',
  access: ownPaymentOnly,
  tags,
});

export const billingEndpoints = [billingHistoryEndpoint, receiptEndpoint, emailReceiptEndpoint];
