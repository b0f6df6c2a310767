import { describe, expect, it } from 'vitest';
import { contractForWeb } from './contract-for-web.ts';

const file = '/repo/contract/src/users/users.endpoints.ts';

const endpoints = `import { z } from 'zod';
import { meSchema, updateSchema } from './users.schemas.ts';

export const getMeEndpoint = defineEndpoint({
  operationId: 'getMe',
  summary: 'Read the signed-in person',
  method: 'GET',
  path: '/users/me',
  response: meSchema,
  permission: 'user.read',
});

export const updateEndpoint = defineEndpoint({
  ...getMeEndpoint,
  body: updateSchema.extend({
    note: z.string(),
  }),
});
`;

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** [generated column, original line, original column] of each segment, per generated line. */
function decode(mappings: string): [number, number, number][][] {
  let [line, column] = [0, 0];
  return mappings.split(';').map((group) => {
    let generated = 0;
    return group
      ? group.split(',').map((segment) => {
          const values: number[] = [];
          let [value, shift] = [0, 0];
          for (const char of segment) {
            const digit = BASE64.indexOf(char);
            value += (digit & 31) << shift;
            shift += 5;
            if (!(digit & 32)) {
              values.push(value & 1 ? -(value >> 1) : value >> 1);
              [value, shift] = [0, 0];
            }
          }
          generated += values[0]!;
          line += values[2]!;
          column += values[3]!;
          return [generated, line, column];
        })
      : [];
  });
}

describe("the web app's copy of the contract", () => {
  it('leaves the schemas out of endpoint definitions and keeps the rest', () => {
    const out = contractForWeb(endpoints, file)!.code;
    expect(out).not.toContain('response:');
    expect(out).not.toContain('body:');
    expect(out).not.toContain('operationId:');
    expect(out).not.toContain('Read the signed-in person');
    expect(out).toContain("method: 'GET'");
    expect(out).toContain("path: '/users/me'");
    expect(out).toContain("permission: 'user.read'");
    expect(out).toContain('...getMeEndpoint,');
    expect(out).not.toMatch(/,\s*,/);
  });

  it('marks each top-level value pure, arguments included, chains once, function bodies not', () => {
    const source = `const nameSchema = (message) => z.string().min(1, message);
export const first = nameSchema('First name');
export const person = z.object({ first, age: z.number().int() });
export const kinds = ['a', 'b'] as const;
`;
    const out = contractForWeb(source, '/repo/contract/src/auth/auth.rules.ts')!.code;
    expect(out).toContain('=> z.string().min(1, message)');
    expect(out).toContain("first = /* @__PURE__ */ nameSchema('First name')");
    expect(out).toContain(
      'person = /* @__PURE__ */ z.object({ first, age: /* @__PURE__ */ z.number().int() })',
    );
    expect(out).toContain("kinds = ['a', 'b'] as const");
  });

  it('maps the changed code back to the original lines and columns', () => {
    const source = `export const a = z.string();\nexport const b = z.number();\n`;
    const { code, map } = contractForWeb(source, file)!;
    const lines = decode(map.mappings);
    const outLine = code.split('\n')[1]!;
    const at = outLine.indexOf('z.number');
    const segment = lines[1]!.filter(([column]) => column <= at).at(-1)!;
    // The call after the inserted mark starts where it started in the original.
    expect(segment[1]).toBe(1);
    expect(segment[2] + (at - segment[0])).toBe(source.split('\n')[1]!.indexOf('z.number'));
    expect(map.sources).toEqual([file]);
  });

  it('leaves a module with nothing to change alone', () => {
    expect(contractForWeb(`export type Id = number;\nexport const MAX = 5;\n`, file)).toBeNull();
  });
});
