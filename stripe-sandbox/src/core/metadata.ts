/** Stripe's metadata update: keys merge, an empty value removes a key, `''` clears them all. */
export function mergeMetadata(
  current: Record<string, string>,
  update: Record<string, string> | '' | undefined,
): Record<string, string> {
  if (update === undefined) return current;
  if (update === '') return {};
  const merged = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (value === '') delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
