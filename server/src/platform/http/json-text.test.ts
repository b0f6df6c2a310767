import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkJsonText } from './json-text.ts';

const schema = z.object({
  id: z.number().int(),
  blocks: z.array(z.object({ title: z.string(), done: z.boolean() })),
});

describe('checkJsonText (an answer written as JSON text, checked outside production)', () => {
  it('accepts the schema’s fields in any order and spacing', () => {
    expect(() =>
      checkJsonText(schema, '{"blocks" : [{"done" : true, "title" : "A"}], "id" : 1}', 'GET x'),
    ).not.toThrow();
  });

  it('refuses a field the schema leaves out, a value of another type, and broken JSON', () => {
    expect(() =>
      checkJsonText(schema, '{"id":1,"blocks":[{"title":"A","done":true,"secret":1}]}', 'GET x'),
    ).toThrow(/GET x: the JSON text is not what its schema writes/);
    expect(() =>
      checkJsonText(schema, '{"id":1,"blocks":[{"title":2,"done":true}]}', 'GET x'),
    ).toThrow();
    expect(() => checkJsonText(schema, '{"id":1,"blocks":[', 'GET x')).toThrow();
  });
});
