import fs from 'node:fs/promises';
import path from 'node:path';

/** Where files live; local disk by default (the media area adds S3 behind the same shape). */
export type Storage = {
  put(key: string, body: Buffer, contentType: string): Promise<{ url: string }>;
  remove(key: string): Promise<void>;
  root: string;
};

export function createDiskStorage(dataDir: string): Storage {
  const root = path.join(dataDir, 'uploads');
  return {
    root,
    put: async (key, body) => {
      const file = path.join(root, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, body);
      return { url: `/uploads/${key}` };
    },
    remove: async (key) => {
      await fs.rm(path.join(root, key), { force: true });
    },
  };
}
