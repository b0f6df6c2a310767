import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { Storage } from '../../../platform/storage/storage.ts';

/** Runs `work` with a local path of a stored file: the file itself on disk, a download on S3. */
export async function withLocalFile<T>(
  storage: Storage,
  key: string,
  work: (filePath: string) => Promise<T>,
): Promise<T> {
  const local = storage.localPath(key);
  if (local) return work(local);
  await fs.mkdir(storage.tmpDir, { recursive: true });
  const copy = path.join(storage.tmpDir, `fetch-${randomBytes(8).toString('hex')}`);
  try {
    await pipeline(await storage.getStream(key), createWriteStream(copy));
    return await work(copy);
  } finally {
    await fs.rm(copy, { force: true });
  }
}

/** A scratch folder removed after `work`, whatever happens. */
export async function withScratchDir<T>(
  storage: Storage,
  work: (dir: string) => Promise<T>,
): Promise<T> {
  await fs.mkdir(storage.tmpDir, { recursive: true });
  const dir = await fs.mkdtemp(path.join(storage.tmpDir, 'work-'));
  try {
    return await work(dir);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
