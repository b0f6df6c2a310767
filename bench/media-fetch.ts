/**
 * `npm run bench:media`: the media library at scale and big uploads, beside the one-query
 * baseline side by side, on PGlite and on PostgreSQL (BENCH_DB).
 *
 * For each database: starts the server as `npm start` runs it on a fresh database and signs up
 * two coaches over HTTP; stops it and gives each 10,000 library items (the neighbour's make the
 * list use its index); starts it and the baseline side by side, then
 *   - compares GET /api/media/fetch page 1, a deep page (600 of 667) and a title search with
 *     the baseline, the load alternating between them (support/side-by-side.ts);
 *   - uploads a 200 MB file generated on the fly and streamed (multipart POST media, and the
 *     direct-upload PUT), timing each and sampling the server's resident memory.
 * No goal of issue 24 is measured here. Bounded: per database, 3 targets x (2 warm-ups and
 * 2 x BENCH_ROUNDS slices of BENCH_SECONDS) plus start-ups, inserts and the uploads.
 */
import { forEachDatabase, runBench } from './support/bench-kit.ts';
import { signUpCoach, type Coach } from './support/coach.ts';
import { fill } from './support/fill.ts';
import { autocannonLoad } from './support/load.ts';
import { insertItems, ITEMS } from './support/media-data.ts';
import { withMemory } from './support/memory.ts';
import { startServer, type ServerProcess } from './support/server-process.ts';
import { baselineUrl, compare, sideBySide } from './support/side-by-side.ts';
import { MB, UPLOAD_BYTES, uploadDirect, uploadMultipart } from './support/uploads.ts';

async function uploads(server: ServerProcess, coach: Coach) {
  console.log(`\n  uploads of ${UPLOAD_BYTES / MB} MB, generated and streamed:`);
  for (const [label, upload] of [
    ['POST media (multipart)', () => uploadMultipart(server.url, coach)],
    ['direct upload (PUT + complete)', () => uploadDirect(server.url, coach)],
  ] as const) {
    const t0 = performance.now();
    const { result, before, peak } = await withMemory(server.pid, upload);
    const seconds = (performance.now() - t0) / 1000;
    if (result.status !== 200) throw new Error(`${label} failed: ${result.status} ${result.body}`);
    console.log(
      `    ${label.padEnd(31)} ${seconds.toFixed(2)} s  ${(UPLOAD_BYTES / MB / seconds).toFixed(0)} MB/s   ` +
        `server RSS ${(before / MB).toFixed(0)} MB -> peak ${(peak / MB).toFixed(0)} MB (+${((peak - before) / MB).toFixed(0)} MB)`,
    );
  }
}

async function main() {
  await forEachDatabase(async (database) => {
    const first = await startServer(database);
    const [coach, neighbour] = await Promise.all([
      signUpCoach(first.url, 'bench@example.com'),
      signUpCoach(first.url, 'other@example.com'),
    ]).finally(() => first.stop());

    process.stdout.write(`  inserting ${ITEMS * 2} library items (two accounts) ... `);
    const started = Date.now();
    await fill(database, async (db) => {
      await insertItems(db, coach.accountId);
      await insertItems(db, neighbour.accountId);
    });
    console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);

    await sideBySide(database, async (pair) => {
      const base = `${pair.server.url}/api/media/fetch`;
      const baseline = autocannonLoad(baselineUrl(pair), coach.web);
      const targets = [
        ['media/fetch page 1 (newest first)', `${base}?page=1&per_page=15`],
        ['media/fetch page 600 (offset 8,985)', `${base}?page=600&per_page=15`],
        [
          'media/fetch search "plank", title asc',
          `${base}?page=1&q[title_cont_any]=plank&q[s]=title%20asc`,
        ],
      ] as const;
      for (const [label, url] of targets) {
        await compare(pair, label, autocannonLoad(url, coach.web), baseline);
      }
      await uploads(pair.server, coach);
    });
    return [];
  });
}

runBench(main);
