import type { BodyIdField } from '@forma/contract/common/body-ids';
import type { Caller } from '@forma/contract/common/endpoint';
import type { Sample, SampleInput } from './samples.ts';
import type { World } from './world.ts';

/** The inputs the body-id dimension starts from: the sample's own, or those it gives for it. */
export async function bodyIdInputs(
  sample: Sample,
  world: World,
  caller: Caller,
): Promise<SampleInput[]> {
  const given = sample.bodyIds
    ? await sample.bodyIds(world, caller)
    : [await sample.input(world, caller)];
  return Array.isArray(given) ? given : [given];
}

/** Whether `body` holds the container of the field (arrays through their first element). */
function reaches(body: unknown, path: readonly string[]): boolean {
  let at = body;
  for (const part of path.slice(0, -1)) {
    if (at === null || typeof at !== 'object') return false;
    at = part === '*' ? (at as unknown[])[0] : (at as Record<string, unknown>)[part];
  }
  return at !== null && typeof at === 'object';
}

/** The first input whose body holds the field's container, else the first one. */
export function inputFor(inputs: SampleInput[], field: BodyIdField): SampleInput {
  return inputs.find((input) => reaches(input.body, field.path)) ?? inputs[0]!;
}

/**
 * A copy of `body` with `id` at the field's path (the first element of each array), making the
 * objects and arrays on the way that the body leaves out.
 */
export function withIdAt(body: unknown, path: readonly string[], id: number): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return id;
  if (head === '*') {
    const list = Array.isArray(body) ? [...(body as unknown[])] : [];
    list[0] = withIdAt(list[0], rest, id);
    return list;
  }
  const object = body !== null && typeof body === 'object' ? { ...(body as object) } : {};
  const record = object as Record<string, unknown>;
  record[head] = withIdAt(record[head], rest, id);
  return record;
}
