/**
 * The headers the web app sends with every API call (web/src/lib/api-client.ts `request`), and
 * the one a browser adds: the load benches send the same, so the server does the same work
 * (the Client-Timezone's day, compressed answers).
 */
import { API_VERSION } from '../../contract/src/common/api.ts';

export function webHeaders(token: string, timeZone: string): Record<string, string> {
  return {
    accept: 'application/json',
    'api-version': String(API_VERSION),
    'client-timezone': timeZone,
    authorization: `Bearer ${token}`,
    'accept-encoding': 'gzip, deflate, br',
  };
}
