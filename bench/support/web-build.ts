/** The web build the server serves (web/dist): the browser benches use it as it is. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './settings.ts';

/** Uses web/dist when there is one (say how old it is), else builds it. */
export function ensureWebBuild() {
  const index = path.join(ROOT, 'web/dist/index.html');
  if (fs.existsSync(index)) {
    const built = fs.statSync(index).mtime.toISOString();
    console.log(`Using the web build in web/dist (${built}); after changes: npm run build -w web`);
    return;
  }
  console.log('No web build: npm run build -w web ...');
  execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: ROOT, stdio: 'inherit' });
}
