import { z } from 'zod';
import type { Permission } from './permissions.ts';
import { idSchema } from './ids.ts';

/**
 * An id a caller sends inside a body, declared where the field is defined: what it refers to,
 * the permission the caller needs on it (the same named permissions as path ids), and the
 * message an id the caller may not use gets (the message of an unknown id: another account's
 * object is not told apart from a missing one). The server checks every declared id of a body
 * by one mechanism (server/src/platform/permissions/body-ids.ts) right after the endpoint's own
 * permission passes; the authorization matrix sends each one another account's object.
 */
export type BodyIdRef = {
  /** What the id names (the matrix makes another account's one from this). */
  refers: BodyIdKind;
  /** The permission the caller needs on that object. */
  permission: Permission;
  /** The 422 message of an id the caller may not use there. */
  unknown: string;
  /** The key of the 422's errors, from the field's path (its last name unless given). */
  field?: (path: readonly string[]) => string;
  /**
   * The field names another account's object by design (the coach of a card, the program a
   * client joins, the target of 'copy to'): the permission says which accounts the caller may
   * name (one the caller has a tie to).
   */
  byDesign?: 'another account';
};

/** The kinds of object a body id may name. */
export const bodyIdKinds = [
  'account',
  'client',
  'media',
  'exercise',
  'template',
  'plan',
  'price',
  'track',
  'block',
  'block_exercise',
] as const;
export type BodyIdKind = (typeof bodyIdKinds)[number];

/** Every declared body id field, by its schema. */
export const bodyIdRefs = z.registry<BodyIdRef>();

/** A JSON body id naming an object of `ref.refers` the caller needs `ref.permission` on. */
export function refId(ref: BodyIdRef) {
  const schema = idSchema.clone();
  bodyIdRefs.add(schema, ref);
  return schema;
}

/** A body field found in a schema: its path (`*` for any element of an array) and its schema. */
export type SchemaField = { path: readonly string[]; schema: z.ZodType };

/** Every number-like leaf of a body schema with its path, seen through wrappers and unions. */
export function leavesOf(schema: z.ZodType, path: readonly string[] = []): SchemaField[] {
  if (bodyIdRefs.has(schema)) return [{ path, schema }];
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })
    ._zod.def;
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, field]) =>
        leavesOf(field, [...path, key]),
      );
    case 'array':
      return leavesOf(def.element as z.ZodType, [...path, '*']);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return leavesOf(def.innerType as z.ZodType, path);
    case 'pipe':
      return leavesOf(def.in as z.ZodType, path);
    case 'lazy':
      return leavesOf((def.getter as () => z.ZodType)(), path);
    case 'union':
      return unique((def.options as z.ZodType[]).flatMap((option) => leavesOf(option, path)));
    case 'intersection':
      return [...leavesOf(def.left as z.ZodType, path), ...leavesOf(def.right as z.ZodType, path)];
    case 'record':
      return leavesOf(def.valueType as z.ZodType, [...path, '*']);
    case 'number':
    case 'int':
    case 'bigint':
      return [{ path, schema }];
    default:
      return [];
  }
}

function unique(fields: SchemaField[]) {
  const seen = new Set<string>();
  return fields.filter((f) => {
    const key = f.path.join('.');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A declared id field of a body: where it is and what it names. */
export type BodyIdField = { path: readonly string[]; ref: BodyIdRef };

/** A body's declared id fields. */
export function bodyIdFieldsOf(schema: z.ZodType | undefined): BodyIdField[] {
  if (!schema) return [];
  return leavesOf(schema).flatMap(({ path, schema: leaf }) => {
    const ref = bodyIdRefs.get(leaf);
    return ref ? [{ path, ref }] : [];
  });
}

/** The key of the 422's errors for an id at `path`. */
export function errorKeyOf(field: BodyIdField): string {
  return field.ref.field?.(field.path) ?? field.path.filter((part) => part !== '*').at(-1)!;
}

/** The ids a parsed body holds at a field's path. */
export function idsAt(body: unknown, path: readonly string[]): number[] {
  if (path.length === 0) return typeof body === 'number' ? [body] : [];
  if (body === null || typeof body !== 'object') return [];
  const [head, ...rest] = path;
  if (head === '*') {
    return Array.isArray(body) ? body.flatMap((item: unknown) => idsAt(item, rest)) : [];
  }
  return idsAt((body as Record<string, unknown>)[head!], rest);
}
