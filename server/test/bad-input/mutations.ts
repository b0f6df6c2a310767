import fc from 'fast-check';
import { hostileNumbers, hostileText, hostileValue } from './values.ts';

type Path = (string | number)[];

/** One way to spoil a valid value at one of its places (the place is picked by `at`). */
export type Mutation = {
  at: number;
  /** `same-type`: a hostile value of the type already there, which a loose schema lets through. */
  kind: 'same-type' | 'replace' | 'remove' | 'extra' | 'wrap';
  key: string;
  value: unknown;
  text: string;
  number: number;
};

export const mutation: fc.Arbitrary<Mutation> = fc.record({
  at: fc.nat(),
  kind: fc.constantFrom(
    'same-type',
    'same-type',
    'same-type',
    'replace',
    'remove',
    'extra',
    'wrap',
  ),
  key: fc.constantFrom('extra', 'constructor', 'id', '', 'plan', 'user', 'toString'),
  value: hostileValue,
  text: hostileText,
  number: fc.constantFrom(...hostileNumbers),
});

function sameType(current: unknown, change: Mutation): unknown {
  if (typeof current === 'string') return change.text;
  if (typeof current === 'number') return change.number;
  return change.value;
}

const isContainer = (value: unknown): value is Record<string | number, unknown> =>
  typeof value === 'object' && value !== null;

function placesIn(value: unknown): Path[] {
  const places: Path[] = [[]];
  const walk = (current: unknown, path: Path) => {
    if (!isContainer(current)) return;
    for (const key of Object.keys(current)) {
      const child = Array.isArray(current) ? Number(key) : key;
      places.push([...path, child]);
      walk(current[child], [...path, child]);
    }
  };
  walk(value, []);
  return places;
}

function applyOne(value: unknown, original: Mutation): unknown {
  // The hostile values are shared constants: each request spoils its own copy.
  const change = { ...original, value: structuredClone(original.value) };
  const places = placesIn(value);
  const path = places[change.at % places.length]!;
  const target = path.at(-1);
  if (target === undefined) {
    if (change.kind === 'wrap') return [value];
    if (change.kind === 'extra' && isContainer(value))
      return { ...value, [change.key]: change.value };
    if (change.kind === 'same-type') return sameType(value, change);
    return change.kind === 'remove' ? undefined : change.value;
  }
  let parent = value as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  const current = parent[target];
  if (change.kind === 'remove') {
    if (Array.isArray(parent)) parent.splice(Number(target), 1);
    else delete parent[target];
  } else if (change.kind === 'wrap') {
    parent[target] = [current];
  } else if (change.kind === 'extra' && isContainer(current) && !Array.isArray(current)) {
    Object.defineProperty(current, change.key, {
      value: change.value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  } else {
    parent[target] = change.kind === 'same-type' ? sameType(current, change) : change.value;
  }
  return value;
}

/** The valid value spoiled by each change in turn. */
export function spoil(valid: unknown, changes: Mutation[]): unknown {
  let value = structuredClone(valid);
  for (const change of changes) value = applyOne(value, change);
  return value;
}
