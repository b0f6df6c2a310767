import type { Config } from '../../config.ts';
import { createDiskStorage } from './disk-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Signer } from './signed-tokens.ts';
import type { Storage } from './storage.ts';

export function createStorage(config: Config, signer: Signer): Storage {
  if (config.s3) return createS3Storage(config.s3, config.dataDir);
  return createDiskStorage({ dataDir: config.dataDir, publicUrl: config.publicUrl, signer });
}
