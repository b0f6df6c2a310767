import { parseAst, type Plugin } from 'vite';
import { applyEdits, type Edit } from './source-edits.ts';

/**
 * The parts of a call's definition the web app never reads: the schemas the server validates
 * with, and the name and summary of the API description.
 */
const SERVER_KEYS = new Set(['params', 'query', 'body', 'response', 'operationId', 'summary']);
const CONTRACT_FILE = /[\\/]contract[\\/]src[\\/](?!.*\.test\.ts$).+\.ts$/;
const PURE = '/* @__PURE__ */ ';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** The definition objects of `defineEndpoint({...})` calls, anywhere in the module. */
function* definitions(node: unknown): Generator<Node> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) yield* definitions(child);
    return;
  }
  const candidate = node as Node;
  const callee = candidate.callee as Node | undefined;
  const [first] = (candidate.arguments as Node[] | undefined) ?? [];
  if (
    candidate.type === 'CallExpression' &&
    callee?.type === 'Identifier' &&
    callee.name === 'defineEndpoint' &&
    first?.type === 'ObjectExpression'
  ) {
    yield first;
  }
  for (const value of Object.values(candidate))
    if (value && typeof value === 'object') yield* definitions(value);
}

/** Removes the server's keys from each definition, with their commas. */
function schemaRemovals(program: Node): Edit[] {
  const edits: Edit[] = [];
  for (const definition of definitions(program)) {
    const properties = definition.properties as Node[];
    properties.forEach((property, i) => {
      const key = property.key as Node | undefined;
      if (property.type !== 'Property' || key?.type !== 'Identifier') return;
      if (!SERVER_KEYS.has(key.name as string)) return;
      // Up to the next property, or to the closing brace: its comma goes too.
      edits.push({
        start: property.start,
        end: properties[i + 1]?.start ?? definition.end - 1,
        text: '',
      });
    });
  }
  return edits;
}

const CALLS = new Set(['CallExpression', 'NewExpression']);
const FUNCTIONS = new Set(['ArrowFunctionExpression', 'FunctionExpression']);

/**
 * Pure marks for every call `node` evaluates: an unused value is then left out whole, arguments
 * and all. The inner links of a chain (`z.string()` in `z.string().min(1)`) share the outer
 * call's mark; function bodies are not evaluated, so are left alone.
 */
function markCalls(node: unknown, edits: Edit[], chainLink = false): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) markCalls(child, edits);
    return;
  }
  const candidate = node as Node;
  if (FUNCTIONS.has(candidate.type)) return;
  if (CALLS.has(candidate.type)) {
    if (!chainLink) edits.push({ start: candidate.start, end: candidate.start, text: PURE });
    const callee = candidate.callee as Node;
    const object = callee.type === 'MemberExpression' ? (callee.object as Node) : null;
    if (object && CALLS.has(object.type)) markCalls(object, edits, true);
    else markCalls(callee, edits);
    markCalls(candidate.arguments, edits);
    return;
  }
  for (const [key, value] of Object.entries(candidate)) {
    if (key !== 'type' && value && typeof value === 'object') markCalls(value, edits);
  }
}

/** Marks the top-level `const x = ...` values pure, so an unused one is left out of the bundle. */
function pureMarks(program: Node): Edit[] {
  const edits: Edit[] = [];
  for (const statement of program.body as Node[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration'
        ? (statement.declaration as Node | null)
        : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) markCalls(declarator.init, edits);
  }
  return edits;
}

/** The web app's copy of a contract module: endpoint schemas left out, top-level calls pure. */
export function contractForWeb(code: string, file: string) {
  const program = parseAst(code, { lang: 'ts' }) as unknown as Node;
  const removals = schemaRemovals(program);
  const removed = (at: number) => removals.some((r) => r.start <= at && at < r.end);
  const edits = [...removals, ...pureMarks(program).filter((mark) => !removed(mark.start))];
  return edits.length ? applyEdits(code, edits, file) : null;
}

/**
 * The contract in the web build (docs/decisions/platform-testing.md, "The web app's copy of the
 * contract"). `call(endpoint, ...)` reads a definition's method, path and multipart flag only,
 * while its schemas would bring zod and every schema into the first script a visitor downloads: the
 * web's definitions leave them out, and forms that validate import their schemas themselves, in
 * their own chunks. The contract does no I/O, so its modules are side-effect free and a top-level
 * value a page does not use (a schema, a rule) is left out of that page's scripts.
 */
export function contractForWebPlugin(): Plugin {
  return {
    name: 'forma-contract-for-web',
    enforce: 'pre',
    transform(code, id) {
      if (!CONTRACT_FILE.test(id)) return null;
      return contractForWeb(code, id);
    },
  };
}
