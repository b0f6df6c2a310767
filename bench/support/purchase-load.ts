/**
 * The purchases bench's load process: each client buys the program once over HTTP
 * (POST /api/stripe/plan/{id}/buy), `concurrency` clients at a time.
 */
import { loadProcessMain, timedCalls } from './timed-calls.ts';

export type PurchaseLoad = { url: string; tokens: string[]; concurrency: number };

await loadProcessMain<PurchaseLoad>(({ url, tokens, concurrency }) =>
  timedCalls(tokens.length, concurrency, async (index) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens[index]}`, 'client-timezone': 'UTC' },
    });
    const body = await response.text();
    if (!response.ok) throw new Error(`${response.status} ${body}`);
  }),
);
