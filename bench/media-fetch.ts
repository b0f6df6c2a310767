/**
 * `npm run bench:media`: the media library at scale and big uploads.
 *
 * Starts the app in-process on a fresh PGlite in a temp dir, gives one coach 10,000 library
 * items (and a neighbour account another 10,000, so the list must use its index), then
 *   - GET /api/media/fetch page 1, a deep page (600 of 667) and a title search, with autocannon;
 *   - uploads a 200 MB file generated on the fly and streamed (multipart POST media, and the
 *     direct-upload PUT), timing each and sampling the process's resident memory.
 * Loopback only; bounded: three runs of BENCH_SECONDS (default 10, at most 60) plus the uploads.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { openPglite } from '../server/src/db/database.ts';
import { media } from '../server/src/modules/media/media.tables.ts';
import { ensureWebClient } from '../server/src/modules/auth/api-clients.ts';
import { ensurePlatformPlans } from '../server/src/modules/platform-plan/platform-plans.seed.ts';

const SECONDS = Math.min(60, Math.max(1, Number(process.env.BENCH_SECONDS) || 10));
const CONNECTIONS = 10;
const HOST = '127.0.0.1';
const ITEMS = 10_000;
const UPLOAD_BYTES = 200 * 1024 * 1024;
const MB = 1024 * 1024;

type Run = { label: string; rps: number; p50: number; p99: number; total: number; bad: number };

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: HOST });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return `http://${HOST}:${address.port}`;
}

async function measure(label: string, url: string, token: string): Promise<Run> {
  process.stdout.write(`  ${label}: ${SECONDS} s ... `);
  const result = await autocannon({
    url,
    headers: { authorization: `Bearer ${token}` },
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  console.log('done');
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

async function signUp(app: FastifyInstance, email: string, clientId: string, secret: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/sign_up',
    payload: {
      role: 'coach',
      account_name: 'Bench Gym',
      first_name: 'Bench',
      last_name: 'Coach',
      email,
      password: 'bench-password',
      password_confirmation: 'bench-password',
      country: 'GB',
      birthdate: '01/01/1990',
      agreement: true,
      client_id: clientId,
      client_secret: secret,
    },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
  const session = response.json<{ access_token: string; current: { id: number } }>();
  return { token: session.access_token, accountId: session.current.id };
}

/** 10,000 items in batches of 1,000: a mix of kinds and titles, one per minute back in time. */
async function insertItems(db: ReturnType<typeof openPglite>['db'], accountId: number) {
  const kinds = ['video', 'image', 'video_link', 'other'] as const;
  const words = ['squat', 'deadlift', 'press', 'row', 'lunge', 'plank', 'burpee', 'swing'];
  const start = Date.now();
  for (let batch = 0; batch < ITEMS / 1000; batch++) {
    const rows = Array.from({ length: 1000 }, (_, i) => {
      const n = batch * 1000 + i;
      return {
        library: 'account' as const,
        ownerAccountId: accountId,
        createdByAccountId: accountId,
        type: kinds[n % 4]!,
        title: `${words[n % words.length]} ${words[(n * 7) % words.length]} ${n}`,
        originalKey: `media/file/${n}/bench.bin`,
        byteSize: 1000 + n,
        state: 'published' as const,
        uploadedAt: new Date(start - n * 60_000),
        createdAt: new Date(start - n * 60_000),
      };
    });
    await db.insert(media).values(rows);
  }
}

/** Samples the process's resident memory while `work` runs; the peak and the start. */
async function withMemory<T>(work: () => Promise<T>) {
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  try {
    const result = await work();
    return { result, before, peak: Math.max(peak, process.memoryUsage().rss) };
  } finally {
    clearInterval(timer);
  }
}

/** Writes `bytes` of CSV-looking text in 1 MB chunks from one buffer: nothing held whole. */
async function streamBody(request: http.ClientRequest, bytes: number) {
  const line = 'set,reps,weight\n';
  const chunk = Buffer.from(line.repeat(Math.ceil(MB / line.length))).subarray(0, MB);
  for (let sent = 0; sent < bytes; sent += chunk.length) {
    const part = sent + chunk.length <= bytes ? chunk : chunk.subarray(0, bytes - sent);
    if (!request.write(part)) await new Promise((resolve) => request.once('drain', resolve));
  }
}

function send(
  url: string,
  options: http.RequestOptions,
  write: (request: http.ClientRequest) => Promise<void>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, options, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    write(request).then(() => request.end(), reject);
  });
}

async function uploadMultipart(appUrl: string, token: string) {
  const boundary = '----formabench';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\n` +
      'Content-Type: text/csv\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return send(
    `${appUrl}/api/media`,
    {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + UPLOAD_BYTES + tail.length,
      },
    },
    async (request) => {
      request.write(head);
      await streamBody(request, UPLOAD_BYTES);
      request.write(tail);
    },
  );
}

async function uploadDirect(app: FastifyInstance, token: string) {
  const signed = await app.inject({
    method: 'POST',
    url: '/api/media/direct_upload',
    headers: { authorization: `Bearer ${token}` },
    payload: { filename: 'big.csv', content_type: 'text/csv', byte_size: UPLOAD_BYTES },
  });
  if (signed.statusCode !== 200) throw new Error(`signing failed: ${signed.body}`);
  const { upload_url, headers, signed_id } = signed.json();
  const put = await send(
    upload_url,
    { method: 'PUT', headers: { ...headers, 'content-length': UPLOAD_BYTES } },
    (request) => streamBody(request, UPLOAD_BYTES),
  );
  if (put.status !== 204) throw new Error(`PUT failed: ${put.status} ${put.body}`);
  const done = await app.inject({
    method: 'POST',
    url: '/api/media',
    headers: { authorization: `Bearer ${token}` },
    payload: { media: { signed_id } },
  });
  return { status: done.statusCode, body: done.body };
}

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'forma-bench-media-'));
  const database = openPglite({ dir: path.join(dataDir, 'db') });
  let app: FastifyInstance | undefined;
  try {
    console.log('Preparing PGlite (migrations) ...');
    await database.migrate();
    const host = `http://${HOST}`;
    const provisional = loadConfig({ DATA_DIR: dataDir });
    await ensureWebClient(database.db, provisional.webClientId, provisional.webClientSecret);
    await ensurePlatformPlans(database.db);

    // The app must know its own address for the direct-upload URL: listen first, then rebuild.
    const probe = await buildApp({ config: provisional, db: database.db, logger: false });
    const port = Number(new URL(await listen(probe)).port);
    await probe.close();
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      HOST,
      PORT: String(port),
      PUBLIC_URL: `${host}:${port}`,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      WEB_DIST: path.join(dataDir, 'no-web-build'),
    });
    app = await buildApp({ config, db: database.db, logger: false });
    await app.listen({ port, host: HOST });
    const appUrl = `${host}:${port}`;

    const coach = await signUp(
      app,
      'bench@example.com',
      config.webClientId,
      config.webClientSecret,
    );
    const neighbour = await signUp(
      app,
      'other@example.com',
      config.webClientId,
      config.webClientSecret,
    );
    process.stdout.write(`Inserting ${ITEMS * 2} library items (two accounts) ... `);
    const started = Date.now();
    await insertItems(database.db, coach.accountId);
    await insertItems(database.db, neighbour.accountId);
    console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);

    console.log(`\nGET media/fetch (${CONNECTIONS} connections, loopback, ${ITEMS} items):`);
    const base = `${appUrl}/api/media/fetch`;
    const runs = [
      await measure('page 1 (newest first)', `${base}?page=1&per_page=15`, coach.token),
      await measure('page 600 (offset 8,985)', `${base}?page=600&per_page=15`, coach.token),
      await measure(
        'search "plank", title asc',
        `${base}?page=1&q[title_cont_any]=plank&q[s]=title%20asc`,
        coach.token,
      ),
    ];
    console.log('');
    for (const run of runs) {
      console.log(
        `  ${run.label.padEnd(28)} ${run.rps.toFixed(0).padStart(6)} req/s   p50 ${String(run.p50).padStart(4)} ms   p99 ${String(run.p99).padStart(4)} ms   (${run.total} requests, ${run.bad} not 2xx or failed)`,
      );
    }

    console.log(
      `\nUploads of ${UPLOAD_BYTES / MB} MB, generated and streamed (server in this process):`,
    );
    for (const [label, upload] of [
      ['POST media (multipart)', () => uploadMultipart(appUrl, coach.token)],
      ['direct upload (PUT + complete)', () => uploadDirect(app!, coach.token)],
    ] as const) {
      const t0 = performance.now();
      const { result, before, peak } = await withMemory(upload);
      const seconds = (performance.now() - t0) / 1000;
      if (result.status !== 200)
        throw new Error(`${label} failed: ${result.status} ${result.body}`);
      console.log(
        `  ${label.padEnd(31)} ${seconds.toFixed(2)} s  ${(UPLOAD_BYTES / MB / seconds).toFixed(0)} MB/s   RSS ${(before / MB).toFixed(0)} MB -> peak ${(peak / MB).toFixed(0)} MB (+${((peak - before) / MB).toFixed(0)} MB)`,
      );
    }
    console.log(
      `\n  process peak RSS over the whole run (resourceUsage maxRSS): ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
    );
    if (runs.some((run) => run.bad > 0)) {
      throw new Error('some responses were not 2xx: the figures above are not valid');
    }
  } finally {
    await app?.close();
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
