import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializer } from './response-serializer.ts';

const answer = z.object({
  id: z.number().int(),
  name: z.string(),
  note: z.string().nullable(),
  nickname: z.string().optional(),
  kind: z.enum(['gym', 'brand']),
  tags: z.array(z.string()),
  links: z.record(z.string(), z.string()),
  price: z.union([z.object({ amount: z.number() }), z.object({ free: z.literal(true) })]),
  owner: z.object({ email: z.string() }).nullable(),
});

const serializerFor = (verify: boolean) =>
  responseSerializer(verify)({
    schema: answer,
    method: 'GET',
    url: '/test',
    httpStatus: '200',
  } as never) as (data: unknown) => string;

const data = {
  id: 7,
  name: 'Forma "Gym" \u2028 <b>',
  note: null,
  kind: 'gym',
  tags: ['a', 'b'],
  links: { site: 'https://example.com' },
  price: { amount: 1250 },
  owner: { email: 'owner@example.com', passwordHash: 'never sent' },
  tokenHash: 'never sent',
};

describe('the response serializer', () => {
  it('writes only the declared fields, the same text as zod, in production and elsewhere', () => {
    const text = serializerFor(false)(data);
    expect(text).not.toContain('never sent');
    expect(JSON.parse(text)).toEqual({
      id: 7,
      name: data.name,
      note: null,
      kind: 'gym',
      tags: ['a', 'b'],
      links: { site: 'https://example.com' },
      price: { amount: 1250 },
      owner: { email: 'owner@example.com' },
    });
    expect(serializerFor(true)(data)).toBe(text);
  });

  it('refuses, outside production, an answer that breaks its schema', () => {
    expect(() => serializerFor(true)({ ...data, kind: 'team' })).toThrow();
    expect(() => serializerFor(true)({ ...data, id: 1.5 })).toThrow();
  });
});
