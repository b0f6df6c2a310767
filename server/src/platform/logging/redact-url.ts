const REDACTED = '[redacted]';

/** Query parameters whose values are credentials (`/cable?token=`, upload signatures, ...). */
const SECRET_PARAM = /token|secret|password|signature|key|code/i;

/** Path segments that follow these carry a token (`/api/invitations/:token/accept`, ...). */
const TOKEN_AFTER = new Set([
  'invitations',
  'accept-invitation',
  'athlete-invitation',
  'reset_password',
  'confirmation',
  'calendar-feeds',
]);

/** Opaque tokens are long (32 random bytes in base64url is 43 characters); ids and refs are not. */
const LONG_SEGMENT = 40;

/** The address as it may be logged: no token or secret in its path or query. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt + 1);
  const segments = path.split('/');
  const safePath = segments
    .map((segment, index) =>
      segment.length >= LONG_SEGMENT || TOKEN_AFTER.has(segments[index - 1] ?? '')
        ? REDACTED
        : segment,
    )
    .join('/');
  if (!query) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const [name = '', value] = pair.split('=', 2);
      return value !== undefined && SECRET_PARAM.test(name) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}
