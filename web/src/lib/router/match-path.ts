// Path patterns as the route table writes them: static segments, `:param`, `:param?` (optional)
// and a last `*` (the rest of the path). Static segments match whatever their case, as React
// Router's did.

export type Params = Readonly<Record<string, string | undefined>>;

/** A pattern's segments, one list per combination of its optional ones: '/a/:b?' -> [a], [a, :b]. */
export function expandPattern(pattern: string): string[][] {
  let variants: string[][] = [[]];
  for (const segment of pattern.split('/').filter(Boolean)) {
    const plain = segment.replace(/\?$/, '');
    const longer = variants.map((variant) => [...variant, plain]);
    variants = plain === segment ? longer : [...longer, ...variants];
  }
  return variants;
}

/**
 * How specific a pattern is, to try the most specific first: a static segment outweighs a
 * parameter, which outweighs the rest-of-path `*` (React Router's ranking).
 */
export const scoreOf = (segments: readonly string[]) =>
  segments.reduce(
    (score, segment) => score + (segment === '*' ? -2 : segment.startsWith(':') ? 3 : 10),
    segments.length,
  );

const decode = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

/** The decoded segments of a pathname ('/a/b%20c/' -> ['a', 'b c']). */
export const splitPathname = (pathname: string) => pathname.split('/').filter(Boolean).map(decode);

/** The params of `parts` (a split pathname) against one pattern variant, or null. */
export function matchSegments(
  segments: readonly string[],
  parts: readonly string[],
): Params | null {
  const params: Record<string, string> = {};
  for (const [i, segment] of segments.entries()) {
    if (segment === '*') {
      params['*'] = parts.slice(i).join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = part;
    else if (segment.toLowerCase() !== part.toLowerCase()) return null;
  }
  return segments.length === parts.length ? params : null;
}

/** The params of `pathname` against `pattern` (its most specific variant first), or null. */
export function matchPath(pattern: string, pathname: string): Params | null {
  const parts = splitPathname(pathname);
  const variants = expandPattern(pattern).sort((a, b) => scoreOf(b) - scoreOf(a));
  for (const segments of variants) {
    const params = matchSegments(segments, parts);
    if (params) return params;
  }
  return null;
}
