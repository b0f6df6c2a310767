import { describe, expect, it } from 'vitest';
import { readRedirectResult, withoutRedirectParams } from './redirect-result';

describe('the result of a challenge in the return address', () => {
  it('reads a payment’s intent id, client secret and status', () => {
    const query = new URLSearchParams(
      'tab=billing&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x&redirect_status=succeeded',
    );
    expect(readRedirectResult(query)).toEqual({
      intent: 'payment_intent',
      intentId: 'pi_1',
      clientSecret: 'pi_1_secret_x',
      status: 'succeeded',
    });
    expect(withoutRedirectParams(query).toString()).toBe('tab=billing');
  });

  it('reads a card setup that failed its challenge', () => {
    const query = new URLSearchParams(
      'setup_intent=seti_1&setup_intent_client_secret=seti_1_secret_y&redirect_status=failed',
    );
    expect(readRedirectResult(query)).toEqual({
      intent: 'setup_intent',
      intentId: 'seti_1',
      clientSecret: 'seti_1_secret_y',
      status: 'failed',
    });
  });

  it('counts any status but succeeded and processing as failed', () => {
    const query = new URLSearchParams(
      'payment_intent=pi_1&redirect_status=requires_payment_method',
    );
    expect(readRedirectResult(query)?.status).toBe('failed');
    expect(
      readRedirectResult(new URLSearchParams('payment_intent=pi_1&redirect_status=processing'))
        ?.status,
    ).toBe('processing');
  });

  it('finds nothing in an ordinary address', () => {
    expect(readRedirectResult(new URLSearchParams('tab=billing'))).toBeNull();
  });
});
