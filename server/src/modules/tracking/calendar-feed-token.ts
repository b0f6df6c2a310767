import { randomBytes } from 'node:crypto';
import { safeEqual } from '../../platform/auth/tokens.ts';
import type { Signer } from '../../platform/storage/signed-tokens.ts';

const PURPOSE = 'calendar-feed';
const TOKEN_ID = /^[A-Za-z0-9_-]{22}$/;
const SUFFIX = '.ics';

/** A new feed's id: 16 random bytes, stored; the address adds its HMAC, which is not. */
export const newFeedTokenId = () => randomBytes(16).toString('base64url');

/** The feed's file name in its address: `<token_id>.<hmac>.ics`. */
export const feedFileName = (signer: Signer, tokenId: string) =>
  `${tokenId}.${signer.digest(PURPOSE, tokenId)}${SUFFIX}`;

/** The token id of a feed's file name when its HMAC is the server's, otherwise null. */
export function feedTokenIdOf(signer: Signer, fileName: string): string | null {
  if (!fileName.endsWith(SUFFIX) || fileName.length > 100) return null;
  const [tokenId, mac, extra] = fileName.slice(0, -SUFFIX.length).split('.');
  if (!tokenId || !mac || extra !== undefined || !TOKEN_ID.test(tokenId)) return null;
  return safeEqual(signer.digest(PURPOSE, tokenId), mac) ? tokenId : null;
}
