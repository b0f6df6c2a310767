/** A refusal in Stripe's error shape: `{ error: { type, code, message, param, ... } }`. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type:
      | 'invalid_request_error'
      | 'card_error'
      | 'idempotency_error'
      | 'authentication_error'
      | 'api_error',
    message: string,
    readonly extra: {
      code?: string;
      param?: string;
      decline_code?: string;
      payment_intent?: unknown;
      setup_intent?: unknown;
      payment_method?: unknown;
      charge?: string;
      doc_url?: string;
    } = {},
  ) {
    super(message);
  }

  toJSON() {
    return { error: { type: this.type, message: this.message, ...this.extra } };
  }
}

/** How Stripe names an object in `No such …` (its own spelling, not always the object's). */
const articles: Record<string, string> = {
  payment_method: 'PaymentMethod',
  payment_intent: 'payment_intent',
  setup_intent: 'setupintent',
};

export function resourceMissing(objectName: string, id: string, param = 'id'): StripeApiError {
  const name = articles[objectName] ?? objectName.replace(/_/g, ' ');
  return new StripeApiError(404, 'invalid_request_error', `No such ${name}: '${id}'`, {
    code: 'resource_missing',
    param,
  });
}

export function invalidRequest(message: string, param?: string, code?: string): StripeApiError {
  return new StripeApiError(400, 'invalid_request_error', message, {
    ...(code ? { code } : {}),
    ...(param ? { param } : {}),
  });
}
