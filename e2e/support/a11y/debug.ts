/** With A11Y_DEBUG set, the journeys log which views axe checked, and what it skipped and why. */
export function debug(line: string) {
  if (process.env.A11Y_DEBUG) console.log(`[axe] ${line}`);
}
