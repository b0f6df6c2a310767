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
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { openPglite } from '../server/src/db/database.ts';
import { media } from '../server/src/modules/media/media.tables.ts';
import {
  benchConfig,
  CONNECTIONS,
  HOST,
  listen,
  measure,
  prepareDatabase,
  report,
  runBench,
  signUpCoach,
} from './support/bench-kit.ts';

const ITEMS = 10_000;
const UPLOAD_BYTES = 200 * 1024 * 1024;
const MB = 1024 * 1024;

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
    const provisional = loadConfig({ DATA_DIR: dataDir });
    await prepareDatabase(database, provisional);

    // The app must know its own address for the direct-upload URL: listen first, then rebuild.
    const probe = await buildApp({ config: provisional, db: database.db, logger: false });
    const port = Number(new URL(await listen(probe)).port);
    await probe.close();
    const config = benchConfig(dataDir, {
      PORT: String(port),
      PUBLIC_URL: `http://${HOST}:${port}`,
    });
    app = await buildApp({ config, db: database.db, logger: false });
    const appUrl = await listen(app, port);

    const coach = await signUpCoach(app, config, 'bench@example.com');
    const neighbour = await signUpCoach(app, config, 'other@example.com');
    process.stdout.write(`Inserting ${ITEMS * 2} library items (two accounts) ... `);
    const started = Date.now();
    await insertItems(database.db, coach.accountId);
    await insertItems(database.db, neighbour.accountId);
    console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);

    console.log(`\nGET media/fetch (${CONNECTIONS} connections, loopback, ${ITEMS} items):`);
    const base = `${appUrl}/api/media/fetch`;
    const runs = [
      await measure('page 1 (newest first)', `${base}?page=1&per_page=15`, {
        authorization: `Bearer ${coach.token}`,
      }),
      await measure('page 600 (offset 8,985)', `${base}?page=600&per_page=15`, {
        authorization: `Bearer ${coach.token}`,
      }),
      await measure(
        'search "plank", title asc',
        `${base}?page=1&q[title_cont_any]=plank&q[s]=title%20asc`,
        { authorization: `Bearer ${coach.token}` },
      ),
    ];
    report(runs);

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
  } finally {
    await app?.close();
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

runBench(main);
