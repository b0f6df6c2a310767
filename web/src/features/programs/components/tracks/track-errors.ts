import { ApiError } from '../../../../lib/api-client';

/** The server's answer for multiple tracks on FREE (spec 6, 8): open the access-restricted modal. */
export const isTracksRestricted = (error: unknown): boolean =>
  error instanceof ApiError && error.body?.restricted === 'tracks';
