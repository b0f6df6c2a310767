import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { SessionResponse } from '@forma/contract/auth/auth.schemas';
import { TEST_CLIENT } from '../../../test/prepare-database.ts';
import { signUpBody } from '../../../test/helpers.ts';
import { connectCable, systemChannel } from '../../../test/cable-client.ts';

// PostgreSQL only (files named *.postgres.test.ts run with TEST_DB=postgres): two real server
// processes on one database, as behind a load balancer.
const root = path.resolve(import.meta.dirname, '../../../..');
const adminUrl = process.env.TEST_DATABASE_URL!;
const dbName = `forma_live_${process.pid}_${randomBytes(4).toString('hex')}`;

type Server = { child: ChildProcess; http: string; ws: string; output: () => string };

async function admin(query: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `tsx server/src/main.ts`, as `npm start` runs it, resolved once it listens. */
async function startServer(databaseUrl: string): Promise<Server> {
  const port = await freePort();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'forma-live-'));
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      WEB_CLIENT_ID: TEST_CLIENT.client_id,
      WEB_CLIENT_SECRET: TEST_CLIENT.client_secret,
      LOG_LEVEL: 'error',
      // No product-library videos to encode on this start.
      FFMPEG_PATH: path.join(dataDir, 'no-ffmpeg'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const started = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within 90 s:\n${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}):\n${output}`));
    });
  });
  await started;
  return {
    child,
    http: `http://127.0.0.1:${port}`,
    ws: `ws://127.0.0.1:${port}`,
    output: () => output,
  };
}

async function stopServer(server: Server | undefined) {
  if (!server || server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

async function call(
  server: Server,
  method: string,
  url: string,
  token: string | null,
  body: unknown,
) {
  const response = await fetch(`${server.http}/api/${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

let a: Server | undefined;
let b: Server | undefined;
beforeAll(async () => {
  await admin(`create database ${dbName} template ${inject('postgresTemplate')}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  [a, b] = await Promise.all([startServer(url.toString()), startServer(url.toString())]);
});
afterAll(async () => {
  await Promise.all([stopServer(a), stopServer(b)]);
  await admin(`drop database if exists ${dbName} with (force)`);
});

describe('live messages across two server processes on one PostgreSQL', () => {
  it('delivers switched to sockets on both processes, whichever one the switch went through', async () => {
    const signUp = await call(a!, 'POST', 'users/sign_up', null, signUpBody());
    expect(signUp.status).toBe(200);
    const coach = signUp.body as SessionResponse;
    const team = coach.current.id;
    const onB = await connectCable(b!.ws, coach.access_token, [systemChannel]);
    const onA = await connectCable(a!.ws, coach.access_token, [systemChannel]);

    const toPrivate = await call(a!, 'PUT', 'accounts/switch', coach.access_token, {
      id: coach.private.id,
    });
    expect(toPrivate.status).toBe(200);
    const switchedToPrivate = {
      identifier: systemChannel,
      message: {
        type: 'switched',
        event: null,
        data: { private_id: coach.private.id, current_id: coach.private.id },
      },
    };
    expect(await onB.next()).toEqual(switchedToPrivate);
    expect(await onA.next()).toEqual(switchedToPrivate);

    // Published on B this time, reaching the socket on A.
    const toTeam = await call(b!, 'PUT', 'accounts/switch', coach.access_token, { id: team });
    expect(toTeam.status).toBe(200);
    const switchedToTeam = {
      identifier: systemChannel,
      message: {
        type: 'switched',
        event: null,
        data: { private_id: coach.private.id, current_id: team },
      },
    };
    expect(await onA.next()).toEqual(switchedToTeam);
    expect(await onB.next()).toEqual(switchedToTeam);
    onB.socket.close();

    // A process that stops tells its sockets to reconnect (to another process).
    await stopServer(a);
    expect(await onA.next()).toEqual({
      type: 'disconnect',
      reason: 'server_restart',
      reconnect: true,
    });
  });
});
