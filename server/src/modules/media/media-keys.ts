import { randomBytes } from 'node:crypto';

/**
 * Storage keys of an item: everything under `media/file/{id}/` (spec 7), named by the server.
 * A random stem keeps addresses unguessable; derived files share it.
 */
export function mediaPrefix(id: number) {
  return `media/file/${id}/`;
}

export function newOriginalKey(id: number, ext: string) {
  return `${mediaPrefix(id)}${randomBytes(12).toString('base64url')}.${ext}`;
}

/** Where a direct upload lands before its bytes are checked and it gets its final name. */
export function newIncomingKey(id: number) {
  return `${mediaPrefix(id)}incoming-${randomBytes(12).toString('base64url')}`;
}

/** `media/file/12/Ab3.mp4` -> `media/file/12/Ab3-{suffix}`. */
export function derivedKey(originalKey: string, suffix: string) {
  return `${originalKey.replace(/\.[^./]+$/, '')}-${suffix}`;
}
