import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { cleanPaymentMessage, paymentFailure } from './payment-errors';

const apiError = (status: number, body: object) => new ApiError(status, body, 'failed');

describe('payment failures (spec 4.6, 8)', () => {
  it('removes the status and request fragments of a provider message', () => {
    expect(cleanPaymentMessage('Your card was declined. (Status 402) (Request req_a1B2c3)')).toBe(
      'Your card was declined.',
    );
  });

  it('tells a missing card, a card to update and a card error apart', () => {
    expect(paymentFailure(apiError(422, { base: { reason: 'no_card' } }))).toEqual({
      kind: 'no_card',
    });
    expect(paymentFailure(apiError(426, {}))).toEqual({ kind: 'update_card' });
    expect(paymentFailure(apiError(426, { base: { deprecated: true } }))).toEqual({
      kind: 'deprecated',
    });
    expect(
      paymentFailure(
        apiError(422, { base: { invalid: 'Your card has insufficient funds. (Status 402)' } }),
      ),
    ).toEqual({ kind: 'message', status: 422, message: 'Your card has insufficient funds.' });
    expect(
      paymentFailure(
        apiError(422, {
          errors: { base: ['Payment failed due to a card error, please retry.'] },
        }),
      ),
    ).toEqual({
      kind: 'message',
      status: 422,
      message: 'Payment failed due to a card error, please retry.',
    });
  });
});
