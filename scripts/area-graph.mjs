// Which area imports which, in contract/ and server/ (type-only imports included), against the
// layers of eslint/layers.js: prints the edges, the loops among areas and every upward import.
//   node scripts/area-graph.mjs            the summary
//   node scripts/area-graph.mjs --files    also each upward import, file by file
//   node scripts/area-graph.mjs --no-tests leave tests out (*.test.ts, server/test)
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { layers } from '../eslint/layers.js';

const root = path.resolve(import.meta.dirname, '..');
const showFiles = process.argv.includes('--files');
const withTests = !process.argv.includes('--no-tests');
const rank = new Map(layers.map((area, index) => [area, index]));

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(name)) yield full;
  }
}

/** The unit a file belongs to: `contract:<area>`, `server:<area>`, or a shared layer. */
function unitOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  let match = rel.match(/^contract\/src\/([^/]+)\//);
  if (match) return match[1] === 'common' ? 'contract:common' : `contract:${match[1]}`;
  match = rel.match(/^server\/src\/modules\/([^/]+)\//);
  if (match) return `server:${match[1]}`;
  if (rel.startsWith('server/src/platform/')) return 'server:platform';
  if (rel.startsWith('server/src/db/')) return 'server:db';
  if (rel.startsWith('server/src/')) return 'server:root';
  if (rel.startsWith('server/test/')) return 'server:test';
  return null;
}

function resolve(fromFile, specifier) {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(fromFile), specifier);
  if (specifier.startsWith('@forma/contract/'))
    return path.join(root, 'contract/src', specifier.slice('@forma/contract/'.length) + '.ts');
  return null;
}

const importPattern =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const found = [];
  for (const match of text.matchAll(importPattern)) {
    const specifier = match[4] ?? match[5];
    const clause = match[3] ?? '';
    const names = clause.match(/\{([\s\S]*)\}/)?.[1];
    const allTyped =
      names !== undefined &&
      !/^\s*[\w$]+\s*,/.test(clause) &&
      names
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
        .every((name) => name.startsWith('type '));
    found.push({ specifier, typeOnly: Boolean(match[2]) || allTyped });
  }
  return found;
}

const areaOf = (unit) => unit.split(':')[1];
const isArea = (unit) => unit && rank.has(areaOf(unit));
const isTest = (file) => /\.test\.tsx?$/.test(file) || file.includes('/server/test/');

const edges = new Map(); // "from -> to" => { runtime, type }
const upward = [];
for (const dir of ['contract/src', 'server/src', ...(withTests ? ['server/test'] : [])]) {
  for (const file of sourceFiles(path.join(root, dir))) {
    if (!withTests && isTest(file)) continue;
    const from = unitOf(file);
    if (!from) continue;
    for (const { specifier, typeOnly } of importsOf(file)) {
      const target = resolve(file, specifier);
      const to = target && unitOf(target);
      if (!to || to === from) continue;
      const key = `${from} -> ${to}`;
      const edge = edges.get(key) ?? { runtime: 0, type: 0 };
      edge[typeOnly ? 'type' : 'runtime'] += 1;
      edges.set(key, edge);
      const sharedBelowAll = ['server:platform', 'contract:common'];
      const wrong =
        (isArea(from) && isArea(to) && rank.get(areaOf(to)) > rank.get(areaOf(from))) ||
        (sharedBelowAll.includes(from) && isArea(to)) ||
        (isArea(from) && (to === 'server:root' || to === 'server:test') && !isTest(file));
      if (wrong)
        upward.push(`${path.relative(root, file)} -> ${specifier}${typeOnly ? ' (type)' : ''}`);
    }
  }
}

/** Loops among the areas of one side: strongly connected components of more than one area. */
function loops(side) {
  const graph = new Map();
  for (const key of edges.keys()) {
    const [from, to] = key.split(' -> ');
    if (!from.startsWith(side) || !to.startsWith(side) || !isArea(from) || !isArea(to)) continue;
    graph.set(from, [...(graph.get(from) ?? []), to]);
    if (!graph.has(to)) graph.set(to, []);
  }
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const result = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    for (const next of graph.get(node)) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        component.push(areaOf(member));
      } while (member !== node);
      if (component.length > 1) result.push(component.sort((a, b) => rank.get(a) - rank.get(b)));
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return result;
}

console.log(`Edges (runtime + type-only imports)${withTests ? '' : ', tests left out'}:`);
for (const [key, { runtime, type }] of [...edges].sort())
  console.log(`  ${key}: ${runtime} + ${type}`);
for (const side of ['contract:', 'server:']) {
  const found = loops(side);
  console.log(`Loops in ${side.slice(0, -1)}: ${found.length === 0 ? 'none' : ''}`);
  for (const component of found)
    console.log(`  ${component.length} areas: ${component.join(', ')}`);
}
console.log(`Upward imports: ${upward.length}`);
if (showFiles) for (const line of upward.sort()) console.log(`  ${line}`);
