/**
 * Supersets (spec 2.6, PROFESSIONAL): consecutive exercises of a block that share a superset
 * number. Only runs count: a number held by one exercise alone means nothing and is cleared, and
 * runs are numbered 1, 2, ... from the top.
 */
type Linkable = { superset: number | null };

export function normaliseSupersets<T extends Linkable>(exercises: readonly T[]): T[] {
  let run = 0;
  return exercises.map((item, i) => {
    const own = item.superset;
    const before = exercises[i - 1]?.superset ?? null;
    const after = exercises[i + 1]?.superset ?? null;
    if (own === null || (own !== before && own !== after)) {
      return item.superset === null ? item : { ...item, superset: null };
    }
    if (own !== before) run += 1;
    return item.superset === run ? item : { ...item, superset: run };
  });
}

export const linkedWithNext = (exercises: readonly Linkable[], index: number): boolean => {
  const own = exercises[index]?.superset ?? null;
  return own !== null && own === (exercises[index + 1]?.superset ?? null);
};

/** The connector between exercise `index` and the next: joins their runs, or splits the run there. */
export function toggleSupersetLink<T extends Linkable>(
  exercises: readonly T[],
  index: number,
): T[] {
  if (index < 0 || index >= exercises.length - 1) return [...exercises];
  const fresh = Math.max(0, ...exercises.map((item) => item.superset ?? 0)) + 1;
  const own = exercises[index]!.superset;
  if (linkedWithNext(exercises, index)) {
    // The part of the run after the connector becomes a run of its own.
    let inRun = true;
    return normaliseSupersets(
      exercises.map((item, i) => {
        if (i <= index) return item;
        inRun = inRun && item.superset === own;
        return inRun ? { ...item, superset: fresh } : item;
      }),
    );
  }
  const next = exercises[index + 1]!.superset;
  const target = own ?? next ?? fresh;
  return normaliseSupersets(
    exercises.map((item, i) => {
      const joins =
        i === index ||
        i === index + 1 ||
        (own !== null && item.superset === own && i < index) ||
        (next !== null && item.superset === next && i > index + 1);
      return joins ? { ...item, superset: target } : item;
    }),
  );
}
