import fs from 'node:fs';
import path from 'node:path';

const REPLACES_A_MODULE = /\bvi\.(mock|doMock|stubGlobal)\(/;

/**
 * The web's test files that replace a module or a global. The others share their worker's
 * modules (`isolate: false`: loading React, Mantine and jsdom once a worker instead of once a
 * file makes the suite several times faster); these run each in a module graph of its own, so a
 * replacement never reaches another file.
 */
export function testsWithOwnModuleGraph(webRoot: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(webRoot, dir), { withFileTypes: true })) {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (/\.test\.tsx?$/.test(entry.name)) {
        const text = fs.readFileSync(path.join(webRoot, relative), 'utf8');
        if (REPLACES_A_MODULE.test(text)) found.push(relative);
      }
    }
  };
  for (const dir of ['src', 'build']) walk(dir);
  return found;
}
