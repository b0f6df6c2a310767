/** Big uploads, generated on the fly and streamed: nothing is held whole on either side. */
import http from 'node:http';
import type { Coach } from './coach.ts';

export const MB = 1024 * 1024;
export const UPLOAD_BYTES = 200 * MB;

type Answer = { status: number; body: string };

/** Writes `bytes` of CSV-looking text in 1 MB chunks from one buffer. */
async function streamBody(request: http.ClientRequest, bytes: number) {
  const line = 'set,reps,weight\n';
  const chunk = Buffer.from(line.repeat(Math.ceil(MB / line.length))).subarray(0, MB);
  for (let sent = 0; sent < bytes; sent += chunk.length) {
    const part = sent + chunk.length <= bytes ? chunk : chunk.subarray(0, bytes - sent);
    if (!request.write(part)) await new Promise((resolve) => request.once('drain', resolve));
  }
}

function send(
  url: string,
  options: http.RequestOptions,
  write: (request: http.ClientRequest) => Promise<void>,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, options, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    write(request).then(() => request.end(), reject);
  });
}

async function postJson(url: string, coach: Coach, body: unknown): Promise<Answer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...coach.headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.text() };
}

export async function uploadMultipart(base: string, coach: Coach): Promise<Answer> {
  const boundary = '----formabench';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\n` +
      'Content-Type: text/csv\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return send(
    `${base}/api/media`,
    {
      method: 'POST',
      headers: {
        ...coach.headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + UPLOAD_BYTES + tail.length,
      },
    },
    async (request) => {
      request.write(head);
      await streamBody(request, UPLOAD_BYTES);
      request.write(tail);
    },
  );
}

/** Signs the upload, PUTs the bytes to the address it got, then completes it. */
export async function uploadDirect(base: string, coach: Coach): Promise<Answer> {
  const signed = await postJson(`${base}/api/media/direct_upload`, coach, {
    filename: 'big.csv',
    content_type: 'text/csv',
    byte_size: UPLOAD_BYTES,
  });
  if (signed.status !== 200) throw new Error(`signing failed: ${signed.body}`);
  const { upload_url, headers, signed_id } = JSON.parse(signed.body) as {
    upload_url: string;
    headers: Record<string, string>;
    signed_id: string;
  };
  const put = await send(
    upload_url,
    { method: 'PUT', headers: { ...headers, 'content-length': UPLOAD_BYTES } },
    (request) => streamBody(request, UPLOAD_BYTES),
  );
  if (put.status !== 204) throw new Error(`PUT failed: ${put.status} ${put.body}`);
  return postJson(`${base}/api/media`, coach, { media: { signed_id } });
}
