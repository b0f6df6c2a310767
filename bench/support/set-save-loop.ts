/**
 * A client logging sets as the calendar does: each of CONNECTIONS loops saves one set again and
 * again with a new value each time (the same value again would be a no-op the server skips), so
 * each save is written and checked for personal records. Runs in the bench's process, the
 * server in its own. The baseline's loops send the same bodies to its one-UPDATE write.
 */
import type { Workload } from './load.ts';
import { loopLoad } from './request-loops.ts';
import { CONNECTIONS } from './settings.ts';

function saves(urlOf: (loop: number) => string, headers: Record<string, string>): Workload {
  let counter = 0;
  const save = async (loop: number) => {
    const reps = 1 + (counter++ % 30);
    const response = await fetch(urlOf(loop), {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ values: { weight_kg: 80 + (reps % 7) * 2.5, reps } }),
    });
    await response.arrayBuffer();
    return response.ok;
  };
  return loopLoad(save, CONNECTIONS);
}

/** `urls`: one set of its own per loop (`.../user/training/sets/{block_exercise_id}/{index}`). */
export function setSaves(urls: string[], headers: Record<string, string>): Workload {
  if (urls.length < CONNECTIONS) throw new Error(`${CONNECTIONS} sets needed, one per loop`);
  return saves((loop) => urls[loop]!, headers);
}

/** The baseline's write: a row of its own per loop. */
export function baselineWrites(baseUrl: string, headers: Record<string, string>): Workload {
  return saves((loop) => `${baseUrl}/api/baseline/rows/${loop}`, headers);
}
