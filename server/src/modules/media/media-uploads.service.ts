import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import {
  fileTooBigMessage,
  mediaMessages,
  mediaScopeSchema,
  type MediaItem,
  type MediaScope,
} from '@forma/contract/media/media.schemas';
import { invalid } from '../../platform/errors/app-error.ts';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { byteCounter } from '../../platform/storage/byte-counter.ts';
import { readSample, sniffFile, SNIFF_BYTES } from './file-sniffing.ts';
import { targetLibrary } from './media-access.ts';
import { presentMedia } from './media.presenter.ts';
import { storeMediaFile } from './media-store.ts';
import { mediaErrors } from './media.messages.ts';

/** Room for the multipart framing around the file when judging a request by its length. */
const MULTIPART_OVERHEAD = 64 * 1024;

export type MultipartUpload = {
  /** The query's scope; a `scope` field sent before the file wins. */
  scope: MediaScope;
  contentLength: number | undefined;
  readFile: (limits: { fileSize: number }) => Promise<MultipartFile | undefined>;
};

/**
 * POST media, multipart field `file`: streamed to a temporary file (never held in memory),
 * checked by its bytes, then stored under a generated name. Spec 5: at most 500 MB.
 */
export async function uploadMedia(rc: RequestContext, upload: MultipartUpload): Promise<MediaItem> {
  const { viewer } = await requireAccess(rc, 'media.add');
  const max = rc.config.mediaMaxUploadBytes;
  if (upload.contentLength && upload.contentLength > max + MULTIPART_OVERHEAD) {
    throw invalid('file', fileTooBigMessage(upload.contentLength, max));
  }
  const part = await upload.readFile({ fileSize: max });
  if (!part || part.fieldname !== 'file') throw invalid('file', mediaMessages.missingFile);
  const target = targetLibrary(viewer, scopeOf(part) ?? upload.scope);

  await fs.mkdir(rc.storage.tmpDir, { recursive: true });
  const temp = path.join(rc.storage.tmpDir, `upload-${randomBytes(12).toString('hex')}`);
  try {
    const counter = byteCounter();
    await pipeline(part.file, counter.stream, createWriteStream(temp));
    if (part.file.truncated) {
      throw invalid(
        'file',
        fileTooBigMessage(Math.max(upload.contentLength ?? 0, counter.bytes()), max),
      );
    }
    const byteSize = counter.bytes();
    if (byteSize === 0) throw invalid('file', mediaMessages.emptyFile);
    const sniffed = await sniffFile(
      await readSample(createReadStream(temp, { end: SNIFF_BYTES - 1 })),
    );
    if (!sniffed) throw invalid('file', mediaMessages.forbiddenType);
    const row = await storeMediaFile(rc, {
      ...target,
      createdByAccountId: viewer.accountId,
      fileName: part.filename,
      tempPath: temp,
      sniffed,
      byteSize,
    });
    return presentMedia(rc.storage, row);
  } finally {
    await fs.rm(temp, { force: true });
  }
}

function scopeOf(part: MultipartFile): MediaScope | undefined {
  const field = part.fields.scope;
  const value = field && !Array.isArray(field) && field.type === 'field' ? field.value : undefined;
  if (value === undefined) return undefined;
  const parsed = mediaScopeSchema.safeParse(value);
  if (!parsed.success) throw invalid('scope', mediaErrors.invalidScope);
  return parsed.data;
}
