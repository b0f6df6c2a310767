import fs from 'node:fs';

/**
 * Fault injection for the crash tests: under NODE_ENV=test, a process started with
 * FORMA_CRASH_AT=<name> kills itself (SIGKILL: no finally, no flush) when it reaches that point,
 * as a power cut would, after saying so on stderr. Anywhere else it does nothing.
 */
const target = process.env.NODE_ENV === 'test' ? process.env.FORMA_CRASH_AT : undefined;

export function crashPoint(name: string): void {
  if (target !== name) return;
  fs.writeSync(2, `crash point reached: ${name}\n`);
  process.kill(process.pid, 'SIGKILL');
}
