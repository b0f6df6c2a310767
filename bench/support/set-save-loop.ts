/**
 * A client logging sets as the calendar does: each of CONNECTIONS loops saves one set again and
 * again with a new value each time (the same value again would be a no-op the server skips), so
 * each save is written and checked for personal records. Runs in the bench's process, the
 * server in its own.
 */
import { CONNECTIONS } from './settings.ts';
import type { Run } from './load.ts';
import { measureLoops } from './request-loops.ts';

export async function measureSetSaves(
  label: string,
  urls: string[],
  headers: Record<string, string>,
): Promise<Run> {
  let counter = 0;
  const save = async (index: number) => {
    const reps = 1 + (counter++ % 30);
    const response = await fetch(urls[index]!, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ values: { weight_kg: 80 + (reps % 7) * 2.5, reps } }),
    });
    await response.arrayBuffer();
    return response.ok;
  };
  return measureLoops(label, save, Math.min(CONNECTIONS, urls.length));
}
