import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Settings } from '../../config.ts';
import { assertKey, IMMUTABLE_CACHE, type Storage } from './storage.ts';

/** Objects live under `uploads/` in the bucket, so public addresses match the disk ones. */
const PREFIX = 'uploads/';

/** S3 or an S3-compatible service (MinIO, R2, ...) when S3_BUCKET is set. */
export function createS3Storage(settings: S3Settings, dataDir: string): Storage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: Boolean(settings.endpoint),
    credentials: settings.credentials,
    // Otherwise a presigned PUT carries the checksum of an empty body and S3 refuses the file.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const tmpDir = path.join(dataDir, 'tmp');
  const objectKey = (key: string) => {
    assertKey(key);
    return PREFIX + key;
  };

  async function putLocalFile(key: string, filePath: string, contentType: string) {
    const { size } = await fs.stat(filePath);
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key: objectKey(key),
        Body: createReadStream(filePath),
        ContentLength: size,
        ContentType: contentType,
        CacheControl: IMMUTABLE_CACHE,
      }),
    );
  }

  const storage: Storage = {
    kind: 's3',
    root: path.join(dataDir, 'uploads'),
    tmpDir,
    putStream: async (key, body, { contentType, contentLength }) => {
      if (contentLength !== undefined) {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: objectKey(key),
            Body: body,
            ContentLength: contentLength,
            ContentType: contentType,
            CacheControl: IMMUTABLE_CACHE,
          }),
        );
        return;
      }
      // A single PUT needs the length up front: spool to the local disk first.
      await fs.mkdir(tmpDir, { recursive: true });
      const spool = path.join(tmpDir, `s3-${randomBytes(8).toString('hex')}`);
      try {
        await pipeline(body, createWriteStream(spool));
        await putLocalFile(key, spool, contentType);
      } finally {
        await fs.rm(spool, { force: true });
      }
    },
    putBuffer: async (key, body, contentType) => {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: body,
          ContentType: contentType,
          CacheControl: IMMUTABLE_CACHE,
        }),
      );
    },
    putFile: async (key, filePath, contentType) => {
      await putLocalFile(key, filePath, contentType);
      await fs.rm(filePath, { force: true });
    },
    getStream: async (key, range) => {
      const answer = await client.send(
        new GetObjectCommand({
          Bucket,
          Key: objectKey(key),
          Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined,
        }),
      );
      return answer.Body as Readable;
    },
    stat: async (key) => {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) {
          return null;
        }
        throw error;
      }
    },
    move: async (from, to, contentType) => {
      await client.send(
        new CopyObjectCommand({
          Bucket,
          Key: objectKey(to),
          CopySource: `${Bucket}/${encodeURIComponent(objectKey(from))}`,
          MetadataDirective: 'REPLACE',
          ContentType: contentType,
          CacheControl: IMMUTABLE_CACHE,
        }),
      );
      await storage.remove(from);
    },
    remove: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    removePrefix: async (prefix) => {
      if (!prefix.endsWith('/')) throw new Error(`a prefix ends with '/': ${prefix}`);
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: objectKey(prefix), ContinuationToken }),
        );
        const Objects = (page.Contents ?? []).map(({ Key }) => ({ Key }));
        if (Objects.length) {
          await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects } }));
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    publicUrl: (key) => `${settings.publicUrl}/${objectKey(key)}`,
    signUpload: async (key, { contentType, byteSize, expiresInSeconds }) => {
      // The object gets its final name, type and caching when the upload is completed (move).
      const command = new PutObjectCommand({
        Bucket,
        Key: objectKey(key),
        ContentType: contentType,
        ContentLength: byteSize,
      });
      const url = await getSignedUrl(client, command, {
        expiresIn: expiresInSeconds,
        signableHeaders: new Set(['content-type', 'content-length']),
      });
      return { url, method: 'PUT', headers: { 'Content-Type': contentType } };
    },
    localPath: () => null,
  };
  return storage;
}
