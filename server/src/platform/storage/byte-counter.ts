import { Transform } from 'node:stream';

export class TooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`more than ${limit} bytes`);
  }
}

/** A pass-through that counts bytes and fails once more than `limit` have gone by. */
export function byteCounter(limit = Number.POSITIVE_INFINITY) {
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes > limit) callback(new TooLargeError(limit));
      else callback(null, chunk);
    },
  });
  return { stream, bytes: () => bytes };
}
