import { randomUUID } from 'node:crypto';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
const MAX_NOTIFY_BYTES = 7900;
/** Raw bytes per part: base64 makes 4 characters of 3 bytes, plus the part header. */
const PART_BYTES = 5600;
const PART_PREFIX = '~';
/** Parts of one message are sent in one transaction and arrive together; leftovers are dropped. */
const STALE_MS = 60_000;

/**
 * One NOTIFY payload for a message that fits, otherwise parts `~id:index:total:base64` to be
 * sent in one transaction (PostgreSQL delivers a transaction's notifications together, in order).
 */
export function splitPayload(text: string): string[] {
  const bytes = Buffer.from(text);
  if (bytes.length <= MAX_NOTIFY_BYTES) return [text];
  const id = randomUUID();
  const total = Math.ceil(bytes.length / PART_BYTES);
  return Array.from({ length: total }, (_, index) => {
    const slice = bytes.subarray(index * PART_BYTES, (index + 1) * PART_BYTES);
    return `${PART_PREFIX}${id}:${index}:${total}:${slice.toString('base64')}`;
  });
}

/** Gives back each whole message: at once for a single payload, with its last part otherwise. */
export function createPayloadJoiner(now: () => number = Date.now) {
  const pending = new Map<string, { parts: Buffer[]; received: number; since: number }>();
  return (payload: string): string | null => {
    if (!payload.startsWith(PART_PREFIX)) return payload;
    const [id, index, total, data] = payload.slice(PART_PREFIX.length).split(':');
    const at = Number(index);
    const count = Number(total);
    if (!id || !data || !Number.isInteger(at) || !Number.isInteger(count) || at >= count)
      return null;
    for (const [key, entry] of pending) if (now() - entry.since > STALE_MS) pending.delete(key);
    const entry = pending.get(id) ?? { parts: new Array<Buffer>(count), received: 0, since: now() };
    pending.set(id, entry);
    if (!entry.parts[at]) entry.received += 1;
    entry.parts[at] = Buffer.from(data, 'base64');
    if (entry.received < count) return null;
    pending.delete(id);
    return Buffer.concat(entry.parts).toString();
  };
}
