import type { FastifyInstance } from 'fastify';
import {
  billingHistoryEndpoint,
  emailReceiptEndpoint,
  receiptEndpoint,
} from '@forma/contract/billing/billing.endpoints';
import { route } from '../../platform/http/register-endpoint.ts';
import { billingHistory } from './billing-history.service.ts';
import { emailReceipt, getReceipt } from './receipts.service.ts';

export async function billingRoutes(app: FastifyInstance) {
  route(app, billingHistoryEndpoint, (rc, { query }) => billingHistory(rc, query));
  route(app, receiptEndpoint, (rc, { params }) => getReceipt(rc, params.id));
  route(app, emailReceiptEndpoint, (rc, { params }) => emailReceipt(rc, params.id));
}
