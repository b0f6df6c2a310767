import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { Signer } from './signed-tokens.ts';
import { assertKey, type Storage } from './storage.ts';

export const DISK_UPLOAD_PURPOSE = 'disk-upload';
export const DISK_UPLOAD_PATH = '/api/direct_uploads';

export type DiskUploadToken = { key: string; contentType: string; byteSize: number };

/** Files under DATA_DIR/uploads, served by the app at /uploads (app.ts). */
export function createDiskStorage(options: {
  dataDir: string;
  publicUrl: string;
  signer: Signer;
}): Storage {
  const root = path.join(options.dataDir, 'uploads');
  const tmpDir = path.join(options.dataDir, 'tmp');
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(root, key);
  };
  // Written beside the target and renamed, so a reader never sees half a file.
  const partOf = (file: string) => `${file}.part-${randomBytes(6).toString('hex')}`;

  async function moveFile(from: string, to: string) {
    await fs.mkdir(path.dirname(to), { recursive: true });
    try {
      await fs.rename(from, to);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await fs.copyFile(from, to);
      await fs.rm(from, { force: true });
    }
  }

  return {
    kind: 'disk',
    root,
    tmpDir,
    putStream: async (key, body) => {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const part = partOf(file);
      try {
        await pipeline(body, createWriteStream(part));
        await fs.rename(part, file);
      } catch (error) {
        await fs.rm(part, { force: true });
        throw error;
      }
    },
    putBuffer: async (key, body) => {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const part = partOf(file);
      await fs.writeFile(part, body);
      await fs.rename(part, file);
    },
    putFile: async (key, filePath) => moveFile(filePath, fileOf(key)),
    getStream: async (key, range) => {
      const file = fileOf(key);
      await fs.access(file);
      return createReadStream(file, range ? { start: range.start, end: range.end } : {});
    },
    stat: async (key) => {
      const stats = await fs.stat(fileOf(key)).catch(() => null);
      return stats?.isFile() ? { size: stats.size } : null;
    },
    move: async (from, to) => moveFile(fileOf(from), fileOf(to)),
    remove: async (key) => {
      await fs.rm(fileOf(key), { force: true });
    },
    removePrefix: async (prefix) => {
      if (!prefix.endsWith('/')) throw new Error(`a prefix ends with '/': ${prefix}`);
      await fs.rm(fileOf(prefix.slice(0, -1)), { recursive: true, force: true });
    },
    publicUrl: (key) => `${options.publicUrl}/uploads/${key}`,
    signUpload: async (key, { contentType, byteSize, expiresInSeconds }) => {
      assertKey(key);
      const data: DiskUploadToken = { key, contentType, byteSize };
      const token = options.signer.sign(DISK_UPLOAD_PURPOSE, data, expiresInSeconds);
      return {
        // The key in the path lets a client read the item's id from it, as from an S3 address.
        url: `${options.publicUrl}${DISK_UPLOAD_PATH}/${key}?token=${token}`,
        method: 'PUT',
        headers: { 'Content-Type': contentType },
      };
    },
    localPath: (key) => fileOf(key),
  };
}
