import { createHmac } from 'node:crypto';
import { safeEqual } from '../auth/tokens.ts';
import { now } from '../clock.ts';

export type Signer = {
  /** `<payload>.<signature>`, both base64url; the payload carries its purpose and expiry. */
  sign(purpose: string, data: Record<string, unknown>, expiresInSeconds: number): string;
  /** The data, or null when the token is forged, for another purpose or expired. */
  verify<T extends Record<string, unknown>>(purpose: string, token: string): T | null;
  /** A lasting HMAC of `value` for `purpose` (base64url): addresses kept without storing them. */
  digest(purpose: string, value: string): string;
};

export function createSigner(secret: string, clock: () => number = () => now().getTime()): Signer {
  const mac = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');
  return {
    sign(purpose, data, expiresInSeconds) {
      const exp = Math.floor(clock() / 1000) + expiresInSeconds;
      const payload = Buffer.from(JSON.stringify({ ...data, _p: purpose, _e: exp })).toString(
        'base64url',
      );
      return `${payload}.${mac(payload)}`;
    },
    digest: (purpose, value) => mac(`${purpose}:${value}`),
    verify(purpose, token) {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return null;
      if (!safeEqual(mac(payload), signature)) return null;
      let data: Record<string, unknown>;
      try {
        data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      if (data._p !== purpose || typeof data._e !== 'number') return null;
      if (data._e * 1000 < clock()) return null;
      return data as never;
    },
  };
}
