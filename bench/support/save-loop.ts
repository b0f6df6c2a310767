/**
 * Saves measured as a coach's builder makes them: each of CONNECTIONS loops edits a day of its
 * own and saves it with the version it got back (a static autocannon body would conflict after
 * the first save). Runs in the bench's process, the server in its own.
 */
import { CONNECTIONS } from './settings.ts';
import type { Workload } from './load.ts';
import { loopLoad } from './request-loops.ts';

type Day = { key: { date: string }; blocks: unknown[] };

export function daySaves(url: string, headers: Record<string, string>, days: Day[]): Workload {
  const versions = days.map(() => 1);
  const save = async (index: number) => {
    const response = await fetch(url, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ days: [{ ...days[index], version: versions[index] }] }),
    });
    const body = (await response.json()) as { days?: { version: number }[] };
    if (!response.ok || !body.days) return false;
    versions[index] = body.days[0]!.version;
    return true;
  };
  return loopLoad(save, Math.min(CONNECTIONS, days.length));
}
