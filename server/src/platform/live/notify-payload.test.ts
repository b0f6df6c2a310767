import { describe, expect, it } from 'vitest';
import { createPayloadJoiner, splitPayload } from './notify-payload.ts';

describe('NOTIFY payloads', () => {
  it('sends a small message as it is', () => {
    const join = createPayloadJoiner();
    const [only, ...rest] = splitPayload('{"a":1}');
    expect(rest).toEqual([]);
    expect(join(only!)).toBe('{"a":1}');
  });

  it('splits a large message into parts under 8000 bytes and joins them whole', () => {
    const text = JSON.stringify({ body: 'ü€'.repeat(10_000) });
    const parts = splitPayload(text);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThan(8000);
    const join = createPayloadJoiner();
    const results = [...parts].reverse().map(join);
    expect(results.slice(0, -1).every((result) => result === null)).toBe(true);
    expect(results.at(-1)).toBe(text);
  });

  it('drops parts of a message that never completed, and malformed parts', () => {
    let clock = 0;
    const join = createPayloadJoiner(() => clock);
    const stale = splitPayload('x'.repeat(20_000));
    expect(join(stale[0]!)).toBeNull();
    clock = 120_000;
    const fresh = splitPayload('y'.repeat(20_000));
    for (const part of fresh.slice(0, -1)) join(part);
    expect(join(fresh.at(-1)!)).toBe('y'.repeat(20_000));
    for (const part of stale.slice(1)) expect(join(part)).toBeNull();
    expect(join('~id:9:2:AAAA')).toBeNull();
  });
});
