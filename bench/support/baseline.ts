/** Starts the one-query baseline (baseline-server.ts) as its own process on the bench's data. */
import path from 'node:path';
import type { BenchDatabase } from './databases.ts';
import { childEnv, freePort, startProcess, waitUntilAnswering } from './processes.ts';
import type { ServerProcess } from './server-process.ts';
import { HOST, ROOT } from './settings.ts';

/**
 * On PostgreSQL the baseline shares the server's database (`databaseUrl` may name its
 * connections); on PGlite it opens `pgliteDir`, a copy of the server's (one process at a time
 * holds a PGlite directory).
 */
export async function startBaseline(
  database: BenchDatabase,
  where: { databaseUrl?: string; pgliteDir?: string } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://${HOST}:${port}`;
  const child = startProcess({
    command: path.join(ROOT, 'node_modules/.bin/tsx'),
    args: [path.join(import.meta.dirname, 'baseline-server.ts')],
    cwd: ROOT,
    env: childEnv({
      NODE_ENV: 'production',
      HOST,
      PORT: String(port),
      ...(database.databaseUrl
        ? { BASELINE_DATABASE_URL: where.databaseUrl ?? database.databaseUrl }
        : { BASELINE_PGLITE_DIR: where.pgliteDir ?? path.join(database.dataDir, 'db') }),
    }),
    logFile: path.join(database.dataDir, 'baseline.log'),
  });
  await waitUntilAnswering(`${url}/health`, child);
  return { url, pid: child.pid, stop: child.stop };
}
