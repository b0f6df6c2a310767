import { randomBytes } from 'node:crypto';

const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A Stripe-shaped id: the object's prefix and 24 random base-62 characters (`cus_…`). */
export function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return `${prefix}_${id}`;
}

/** A client secret as Stripe makes them: the object's id, `_secret_` and a random part. */
export function newClientSecret(id: string): string {
  return `${id}_secret_${newId('x').slice(2)}`;
}
