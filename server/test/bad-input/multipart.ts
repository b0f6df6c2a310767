import fc from 'fast-check';
import { hostileTexts, type Known } from './values.ts';

export type Body = { headers: Record<string, string>; payload?: string | Buffer };

const BOUNDARY = 'forma-bad-input';

/** The content type each framing sends; the body is cut or left open for some. */
const framings: Record<string, string> = {
  ok: `multipart/form-data; boundary=${BOUNDARY}`,
  'no-end': `multipart/form-data; boundary=${BOUNDARY}`,
  truncated: `multipart/form-data; boundary=${BOUNDARY}`,
  'no-boundary': 'multipart/form-data',
  'other-boundary': 'multipart/form-data; boundary=something-else',
  'empty-boundary': 'multipart/form-data; boundary=',
  'long-boundary': `multipart/form-data; boundary=${'b'.repeat(300)}`,
};

function fieldValue(name: string, known: Known): fc.Arbitrary<string> {
  const likely = new Map([
    ['cover_type', ['table_view', 'tiled_view', 'main']],
    ['media_id', known.ids.map(String)],
    [
      'crop',
      ['{"x":0,"y":0,"width":10,"height":5}', '{', '{"x":"a"}', 'null', '[]', '{"x":-1e308}'],
    ],
    ['scope', ['user', 'race']],
  ]);
  return fc.oneof(
    fc.constantFrom(...(likely.get(name) ?? ['1'])),
    fc.constantFrom(...hostileTexts),
  );
}

const part = fc.record({
  name: fc.constantFrom(
    'file',
    'cover_type',
    'media_id',
    'crop',
    'scope',
    'user[avatar]',
    'x',
    '__proto__',
  ),
  isFile: fc.boolean(),
  filename: fc.constantFrom('a.jpg', '', '../../x.png', 'a\u0000.png', 'x'.repeat(300), 'é.png'),
  content: fc.constantFrom<'image' | 'junk' | 'empty'>('image', 'junk', 'empty'),
});

/** Multipart bodies: parts in any field, files where text belongs, broken framing. */
export function multipartBody(known: Known & { image: Buffer }): fc.Arbitrary<Body> {
  const framing = fc.constantFrom('ok', 'ok', 'ok', ...Object.keys(framings));
  return fc
    .tuple(fc.array(part, { maxLength: 4 }), framing, fc.nat())
    .chain(([parts, frame, cut]) =>
      fc.tuple(...parts.map((p) => fieldValue(p.name, known))).map((values): Body => {
        const chunks: Buffer[] = [];
        parts.forEach((p, i) => {
          const disposition = p.isFile
            ? `form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: image/jpeg`
            : `form-data; name="${p.name}"`;
          const files = {
            image: known.image,
            junk: Buffer.from('not an image \u0000'),
            empty: Buffer.alloc(0),
          };
          const content = p.isFile ? files[p.content] : Buffer.from(values[i]!);
          chunks.push(
            Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n\r\n`),
            content,
            Buffer.from('\r\n'),
          );
        });
        if (frame !== 'no-end') chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
        const payload = Buffer.concat(chunks);
        return {
          headers: { 'content-type': framings[frame]! },
          payload:
            frame === 'truncated'
              ? payload.subarray(0, cut % Math.max(payload.length, 1))
              : payload,
        };
      }),
    );
}
