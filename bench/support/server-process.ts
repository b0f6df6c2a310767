/** The Forma server as its own process, started with the server workspace's own start script. */
import fs from 'node:fs';
import path from 'node:path';
import type { BenchDatabase } from './databases.ts';
import { freePort, startWorkspace, waitUntilAnswering } from './processes.ts';
import { HOST, ROOT } from './settings.ts';

export type ServerProcess = { url: string; pid: number; stop(): Promise<void> };

const serverDir = path.join(ROOT, 'server');

/**
 * Starts the server on `database` with an explicit environment (never the developer's .env) and
 * waits until it answers. Video tools are named missing: on a first start the server would
 * otherwise encode the product library's clips in the background while the bench measures.
 */
export async function startServer(
  database: BenchDatabase,
  settings: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://${HOST}:${port}`;
  const noDotenv = path.join(database.dataDir, 'bench.env');
  fs.writeFileSync(noDotenv, '');
  // `npm start` runs `npm run start -w server`: that script's command line.
  const child = startWorkspace(
    serverDir,
    {
      DOTENV_CONFIG_PATH: noDotenv,
      DOTENV_CONFIG_QUIET: 'true',
      NODE_ENV: 'production',
      // Without STRIPE_SECRET_KEY the start would refuse production on the sandbox.
      STRIPE_SANDBOX_IN_PRODUCTION: 'true',
      HOST,
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      FFMPEG_PATH: 'bench-without-ffmpeg',
      FFPROBE_PATH: 'bench-without-ffprobe',
      ...settings,
    },
    path.join(database.dataDir, 'server.log'),
  );
  await waitUntilAnswering(`${url}/api/config`, child);
  return { url, pid: child.pid, stop: child.stop };
}
