import { parseAst, type Plugin } from 'vite';

/** The parts of a call's definition the server validates with and the web app never reads. */
const SCHEMA_KEYS = new Set(['params', 'query', 'body', 'response']);
const ENDPOINTS_FILE = /[\\/]contract[\\/]src[\\/].+\.endpoints\.ts$/;

type Node = { type: string; start: number; end: number; [key: string]: unknown };

function* walk(node: unknown): Generator<Node> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) yield* walk(child);
    return;
  }
  const candidate = node as Node;
  if (typeof candidate.type === 'string') yield candidate;
  for (const value of Object.values(candidate)) if (value && typeof value === 'object') yield* walk(value);
}

/** Blanks [start, end) with spaces, keeping the line breaks: every later position stays put. */
function blank(code: string, start: number, end: number): string {
  return code.slice(0, start) + code.slice(start, end).replace(/[^\n]/g, ' ') + code.slice(end);
}

/**
 * The schema properties (params, query, body, response) removed from each `defineEndpoint({...})`
 * of a contract endpoints file. Returns the code unchanged when there is nothing to remove.
 */
export function withoutSchemas(code: string): string {
  const ranges: [number, number][] = [];
  for (const node of walk(parseAst(code, { lang: 'ts' }))) {
    const callee = node.callee as Node | undefined;
    if (node.type !== 'CallExpression' || callee?.type !== 'Identifier') continue;
    if (callee.name !== 'defineEndpoint') continue;
    const [definition] = node.arguments as Node[];
    if (definition?.type !== 'ObjectExpression') continue;
    const properties = definition.properties as Node[];
    properties.forEach((property, i) => {
      const key = property.key as Node | undefined;
      if (property.type !== 'Property' || key?.type !== 'Identifier') return;
      if (!SCHEMA_KEYS.has(key.name as string)) return;
      // Up to the next property, or to the closing brace: its comma goes too.
      ranges.push([property.start, properties[i + 1]?.start ?? definition.end - 1]);
    });
  }
  return ranges.reduceRight((out, [start, end]) => blank(out, start, end), code);
}

/**
 * The web app reaches the API through `call(endpoint, ...)`, which reads a definition's method,
 * path and multipart flag only, while the schemas would bring zod and every schema into the
 * first script a visitor downloads. The web's copy of each definition leaves them out; forms that
 * validate import their schemas themselves, in their own chunks. Positions are kept, so source
 * maps stay true. See docs/decisions.md, "The web app's definitions carry no schemas".
 */
export function endpointShapes(): Plugin {
  return {
    name: 'forma-endpoint-shapes',
    enforce: 'pre',
    transform(code, id) {
      if (!ENDPOINTS_FILE.test(id)) return null;
      const out = withoutSchemas(code);
      return out === code ? null : { code: out, map: null };
    },
  };
}
