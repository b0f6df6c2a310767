import http from 'node:http';

type StoredObject = { body: Buffer; contentType: string; cacheControl: string | undefined };

/**
 * A small in-memory stand-in for S3 (path-style: /bucket/key), enough for the storage's calls:
 * PUT (and copy), GET with a range, HEAD, DELETE, ListObjectsV2 and DeleteObjects. It does not
 * check signatures; the presigned addresses are checked by their shape in the tests.
 */
export async function startFakeS3() {
  const objects = new Map<string, StoredObject>();
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const [, bucket, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const xml = (status: number, text: string) => {
      response.writeHead(status, { 'content-type': 'application/xml' });
      response.end(`<?xml version="1.0" encoding="UTF-8"?>${text}`);
    };

    if (request.method === 'PUT') {
      const source = request.headers['x-amz-copy-source'];
      if (typeof source === 'string') {
        const from = objects.get(decodeURIComponent(source).replace(`${bucket}/`, ''));
        if (!from) return xml(404, '<Error><Code>NoSuchKey</Code></Error>');
        objects.set(key, {
          body: from.body,
          contentType: String(request.headers['content-type'] ?? from.contentType),
          cacheControl: request.headers['cache-control'] ?? from.cacheControl,
        });
        return xml(200, '<CopyObjectResult><ETag>"copy"</ETag></CopyObjectResult>');
      }
      objects.set(key, {
        body,
        contentType: String(request.headers['content-type'] ?? 'binary/octet-stream'),
        cacheControl: request.headers['cache-control'],
      });
      response.writeHead(200, { etag: '"put"' });
      return response.end();
    }
    if (request.method === 'POST' && url.searchParams.has('delete')) {
      for (const match of body.toString().matchAll(/<Key>([^<]+)<\/Key>/g)) {
        objects.delete(match[1]!);
      }
      return xml(200, '<DeleteResult></DeleteResult>');
    }
    if (request.method === 'GET' && url.searchParams.get('list-type') === '2') {
      const prefix = url.searchParams.get('prefix') ?? '';
      const keys = [...objects.keys()].filter((k) => k.startsWith(prefix));
      const contents = keys.map((k) => `<Contents><Key>${k}</Key></Contents>`).join('');
      return xml(
        200,
        `<ListBucketResult><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`,
      );
    }
    if (request.method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204);
      return response.end();
    }
    const object = objects.get(key);
    if (!object) {
      if (request.method === 'HEAD') {
        response.writeHead(404);
        return response.end();
      }
      return xml(404, '<Error><Code>NoSuchKey</Code></Error>');
    }
    const range = /^bytes=(\d+)-(\d*)$/.exec(String(request.headers.range ?? ''));
    const start = range ? Number(range[1]) : 0;
    const end = range?.[2]
      ? Math.min(Number(range[2]), object.body.length - 1)
      : object.body.length - 1;
    const slice = object.body.subarray(start, end + 1);
    response.writeHead(range ? 206 : 200, {
      'content-type': object.contentType,
      'content-length': request.method === 'HEAD' ? object.body.length : slice.length,
      ...(range ? { 'content-range': `bytes ${start}-${end}/${object.body.length}` } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : slice);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    objects,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
