/** A UTF-16 surrogate without its other half: it has no UTF-8 form and cannot be stored. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text PostgreSQL refuses to store: a NUL byte or a lone surrogate. */
export function isUnsafeText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/**
 * The path (keys joined with '.') of the first unsafe string in a parsed value, keys included;
 * null when there is none. Walked without recursion: a body may be nested thousands deep.
 */
export function findUnsafeText(value: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (isUnsafeText(current)) return path;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (isUnsafeText(key)) return childPath;
        stack.push({ value: child, path: childPath });
      }
    }
  }
  return null;
}
