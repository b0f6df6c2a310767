import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';

/**
 * The HMAC key of upload addresses: UPLOAD_SIGNING_SECRET, or a random key made on the first
 * start and kept in DATA_DIR (disk uploads need a shared DATA_DIR anyway).
 */
export function loadSigningSecret(config: Pick<Config, 'uploadSigningSecret' | 'dataDir'>) {
  if (config.uploadSigningSecret) return config.uploadSigningSecret;
  const file = path.join(config.dataDir, 'secrets', 'upload-signing.key');
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return fs.readFileSync(file, 'utf8').trim();
}
