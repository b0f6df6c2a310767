type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * Stripe's `previous_attributes` of an `*.updated` event: the old values of what changed, nested
 * objects narrowed to their changed keys (`{ requirements: { currently_due: [...] } }`); arrays
 * and scalars whole. Null when nothing changed.
 */
export function previousAttributes(before: object, after: object): Plain | null {
  const changed: Plain = {};
  const old = before as Plain;
  const next = after as Plain;
  for (const key of new Set([...Object.keys(old), ...Object.keys(next)])) {
    const was = old[key];
    const now = next[key];
    if (isPlain(was) && isPlain(now)) {
      const nested = previousAttributes(was, now);
      if (nested) changed[key] = nested;
    } else if (JSON.stringify(was) !== JSON.stringify(now)) {
      changed[key] = was ?? null;
    }
  }
  return Object.keys(changed).length ? changed : null;
}
