/** The one clock: tests move it with `setNow`, everything else reads `now()`. */
let offsetMs = 0;
let frozen: Date | null = null;

export function now(): Date {
  return frozen ? new Date(frozen) : new Date(Date.now() + offsetMs);
}

export function setNow(date: Date | null) {
  frozen = date;
  offsetMs = 0;
}
