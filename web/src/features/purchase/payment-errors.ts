import { ApiError } from '../../lib/api-client';
import { flattenErrorBody } from '../../lib/error-body';
import { purchaseMessages } from './purchase.messages';

/**
 * What a failed payment call asks of the page (spec 4.6): add a card (422 `base.reason`
 * 'no_card'), update the default card (426 without `base.deprecated`), or show a message
 * (a card error: `base.invalid`, else the body's messages).
 */
export type PaymentFailure =
  | { kind: 'no_card' }
  | { kind: 'update_card' }
  | { kind: 'deprecated' }
  | { kind: 'message'; status: number | null; message: string };

type PaymentErrorBase = { reason?: unknown; invalid?: unknown; deprecated?: unknown };

/** spec 8: retry errors lose their '(Status NNN)' and '(Request …)' fragments. */
export function cleanPaymentMessage(message: string): string {
  return message
    .replace(/\s*\(Status \d{3}\)/g, '')
    .replace(/\s*\(Request [^)]*\)/g, '')
    .trim();
}

export function paymentFailure(error: unknown): PaymentFailure {
  if (!(error instanceof ApiError)) {
    const message = error instanceof Error && error.message ? error.message : null;
    return { kind: 'message', status: null, message: message ?? purchaseMessages.error };
  }
  const base = (error.body?.base ?? {}) as PaymentErrorBase;
  if (base.deprecated) return { kind: 'deprecated' };
  if (error.status === 422 && base.reason === 'no_card') return { kind: 'no_card' };
  if (error.status === 426) return { kind: 'update_card' };
  const messages =
    typeof base.invalid === 'string' && base.invalid
      ? [base.invalid]
      : flattenErrorBody({ errors: error.body?.errors, error: error.body?.error });
  const message = messages.length ? messages.join('\n') : purchaseMessages.error;
  return { kind: 'message', status: error.status, message: cleanPaymentMessage(message) };
}
