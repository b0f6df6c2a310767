import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { firstPageChunk } from './first-page-chunk.ts';

/** A module graph by static imports, as Rolldown's chunking context gives it. */
const graph: Record<string, string[]> = {
  '/web/src/main.tsx': ['/web/src/app.tsx'],
  '/web/src/app.tsx': ['/contract/src/users.endpoints.ts', '/node_modules/@mantine/core/Box.mjs'],
  '/contract/src/users.endpoints.ts': [
    '/node_modules/zod/index.js',
    '/contract/src/users.schemas.ts',
  ],
  '/contract/src/users.schemas.ts': ['/node_modules/zod/index.js', '/contract/src/auth.rules.ts'],
  '/contract/src/auth.rules.ts': [],
  '/node_modules/@mantine/core/Box.mjs': [],
  '/node_modules/zod/index.js': [],
};

const ctx = {
  getModuleInfo: (id: string) => ({ importedIds: graph[id] ?? [] }),
} as unknown as Rolldown.ChunkingContext;

const group = firstPageChunk('/web/src/main.tsx');
const chunkOf = (id: string) => (group.name as Rolldown.CodeSplittingNameFunction)(id, ctx);

describe('the first-page chunk', () => {
  it('takes what the entry imports, its libraries and the endpoint files', () => {
    expect(chunkOf('/web/src/main.tsx')).toBe('first-page');
    expect(chunkOf('/web/src/app.tsx')).toBe('first-page');
    expect(chunkOf('/node_modules/@mantine/core/Box.mjs')).toBe('first-page');
    expect(chunkOf('/contract/src/users.endpoints.ts')).toBe('first-page');
  });

  it('leaves zod and what only a schema module imports to later chunks', () => {
    expect(chunkOf('/node_modules/zod/index.js')).toBeNull();
    expect(chunkOf('/contract/src/auth.rules.ts')).toBeNull();
  });

  it('is limited to what the entry imports statically', () => {
    expect(group.tags).toEqual(['$initial']);
  });
});
