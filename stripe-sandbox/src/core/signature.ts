import { createHmac } from 'node:crypto';

/** Stripe's `Stripe-Signature` header: `t=<unix time>,v1=<HMAC-SHA256 of "t.payload">`. */
export function signatureHeader(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}
