import type { Rolldown } from 'vite';

/** Never needed before a form validates: zod, and what only the contract's schemas import. */
const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
const SCHEMAS = /\.schemas\.ts$/;

/** What the entry reaches by static imports, not entering zod nor following a schema module's. */
function reachable(entry: string, ctx: Rolldown.ChunkingContext): Set<string> {
  const seen = new Set([entry]);
  const queue = [entry];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (SCHEMAS.test(id)) continue;
    for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) {
      if (seen.has(next) || ZOD.test(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return seen;
}

/**
 * One chunk for everything the first page needs besides React (docs/decisions/platform-testing.md,
 * "Chunks"): Rolldown would otherwise split it by which later pages share each module, into dozens
 * of small chunks that each cost a request and compress worse than one. Rolldown's `$initial` (what
 * the entry imports statically, `entry` included) leaves out what a barrel such as `@mantine/core`
 * merely names; `reachable` leaves out what an endpoint's schemas import (zod, other schemas, their
 * rules), which the web never runs before a form validates.
 */
export function firstPageChunk(entry: string): Rolldown.CodeSplittingGroup {
  // Once per chunking pass (a watched build chunks again).
  const passes = new WeakMap<Rolldown.ChunkingContext, Set<string>>();
  return {
    name: (id, ctx) => {
      let needed = passes.get(ctx);
      if (!needed) passes.set(ctx, (needed = reachable(entry, ctx)));
      return needed.has(id) ? 'first-page' : null;
    },
    tags: ['$initial'],
    // Only what `name` picks: a picked module's schema imports stay where Rolldown puts them.
    includeDependenciesRecursively: false,
    priority: 10,
  };
}
