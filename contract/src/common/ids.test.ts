import { describe, expect, it } from 'vitest';
import { idFromText, idSchema, idTextSchema, MAX_ID, perPageQuerySchema } from './ids.ts';

describe('ids sent as text (paths, queries, multipart fields)', () => {
  it('reads plain digits within the integer columns', () => {
    expect(idTextSchema.parse('16')).toBe(16);
    expect(idTextSchema.parse(String(MAX_ID))).toBe(MAX_ID);
  });

  it('refuses every other way of writing a number', () => {
    for (const text of [
      '0x10',
      ' 1',
      '1 ',
      '+1',
      '1e3',
      '1.0',
      '-1',
      '0',
      '016',
      '2147483648',
      '',
    ]) {
      expect(idTextSchema.safeParse(text).success, text).toBe(false);
      expect(idFromText(text), text).toBeNull();
    }
  });
});

describe('ids in JSON bodies', () => {
  it('accepts whole numbers from 1 to 2^31 - 1 only', () => {
    expect(idSchema.parse(1e3)).toBe(1000);
    for (const value of [0, -1, 1.5, MAX_ID + 1, 1e21, '16']) {
      expect(idSchema.safeParse(value).success, String(value)).toBe(false);
    }
  });
});

describe('per_page', () => {
  it('defaults, and stays within its maximum', () => {
    const schema = perPageQuerySchema(20);
    expect(schema.parse(undefined)).toBe(20);
    expect(schema.parse('100')).toBe(100);
    expect(schema.safeParse('101').success).toBe(false);
    expect(schema.safeParse('1e2').success).toBe(false);
  });
});
