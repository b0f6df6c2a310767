/**
 * `npm run bench:public-page`: what a signed-out visitor's browser fetches to show a public
 * program page (/p/demo-group), on a phone-sized Chromium.
 *
 * Uses the existing web build (web/dist; builds it when there is none), starts the server as
 * `npm start` runs it on a fresh PGlite with the demo data, opens the page in a new browser
 * (no cache, no session) and prints, from the browser's own resource timing, the compressed
 * (encoded) bytes of the scripts fetched before the load event and until the page shows the
 * program, their count and the number of requests, then PASS or FAIL against the goal
 * (support/goals.ts: 110 KB, leaving 10 KB of the 120 KB budget for what comes).
 * A bench, not a test: it exits 0 either way.
 */
import { chromium, devices } from '@playwright/test';
import { runBench } from './support/bench-kit.ts';
import { GOALS } from './support/goals.ts';
import { createBenchDatabase } from './support/databases.ts';
import { startServer } from './support/server-process.ts';
import { loadPage, type PageLoad, type Script } from './support/page-load.ts';
import { reportVerdicts } from './support/verdicts.ts';
import { ensureWebBuild } from './support/web-build.ts';

const PAGE = '/p/demo-group';
const HEADING = 'Forma Group Strength';
/** The goal for a signed-out visitor's initial JavaScript, compressed. */
const GOAL_KB = GOALS.publicPageKb;
const KB = 1024;

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function line(label: string, scripts: Script[], requests: number) {
  const encoded = scripts.reduce((sum, script) => sum + script.encoded, 0);
  const decoded = scripts.reduce((sum, script) => sum + script.decoded, 0);
  console.log(
    `  ${label.padEnd(34)} ${String(scripts.length).padStart(3)} scripts  ${kb(encoded).padStart(9)} compressed (${kb(decoded)} decoded)   ${requests} requests in all`,
  );
  return encoded;
}

function print(load: PageLoad) {
  console.log(`\n${PAGE}, signed out, Chromium, Pixel 7 viewport, no cache:`);
  console.log(`  scripts served with: ${[...load.encodings].join(', ') || 'no encoding'}`);
  line('before the load event', load.beforeLoad, load.requestsBeforeLoad);
  const shown = line('until the program shows (idle)', load.untilShown, load.requests);
  console.log('\n  scripts until the program shows, largest first:');
  for (const script of [...load.untilShown].sort((a, b) => b.encoded - a.encoded)) {
    const when = script.beforeLoad ? '' : '  (after load)';
    console.log(`    ${kb(script.encoded).padStart(9)}  ${script.name}${when}`);
  }
  const pass = shown <= GOAL_KB * KB;
  console.log(
    `\n  ${pass ? 'PASS' : 'FAIL'}: ${kb(shown)} of scripts until the program shows; goal ${GOAL_KB} KB compressed (KB = 1,024 bytes)`,
  );
  reportVerdicts([
    {
      database: 'PGlite',
      what: `public page ${PAGE}, script until the program shows (signed out)`,
      goal: `<= ${GOAL_KB} KB compressed`,
      measured: kb(shown),
      pass,
    },
  ]);
}

async function main() {
  ensureWebBuild();
  const database = await createBenchDatabase('pglite');
  try {
    const server = await startServer(database, { SEED_DEMO: 'true' });
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    try {
      const context = await browser.newContext({ ...devices['Pixel 7'] });
      const load = await loadPage(await context.newPage(), `${server.url}${PAGE}`, HEADING);
      print(load);
    } finally {
      await browser.close();
      await server.stop();
    }
  } finally {
    await database.dispose();
  }
}

runBench(main);
