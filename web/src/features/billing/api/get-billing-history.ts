import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  billingHistoryEndpoint,
  emailReceiptEndpoint,
  receiptEndpoint,
} from '@forma/contract/billing/billing.endpoints';
import { call, endpointQuery } from '../../../lib/call';

/** A page of the history holds this many payments. */
export const HISTORY_PER_PAGE = 20;

/** GET athlete/billing/history: one page of the client's payments, newest first. */
export function useBillingHistory(page: number) {
  return useQuery({
    ...endpointQuery(billingHistoryEndpoint, {
      query: { page: String(page), per_page: String(HISTORY_PER_PAGE) },
    }),
    placeholderData: keepPreviousData,
  });
}

/** GET athlete/billing/receipts/:id (silent: the page says when there is none). */
export function useReceipt(id: string) {
  return useQuery({
    ...endpointQuery(receiptEndpoint, { params: { id } }, { silent: true }),
    retry: false,
  });
}

/** POST athlete/billing/receipts/:id/email: the receipt to the client's confirmed address. */
export function useEmailReceipt(id: string) {
  return useMutation({ mutationFn: () => call(emailReceiptEndpoint, { params: { id } }) });
}
