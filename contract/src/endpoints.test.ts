import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EndpointDefinition } from './common/endpoint.ts';
import { allEndpoints } from './endpoints.ts';

/** Every `export const <name>Endpoint` of the contract's *.endpoints.ts files, by export name. */
async function exportedEndpoints(): Promise<Map<string, EndpointDefinition>> {
  const root = import.meta.dirname;
  const files = fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.endpoints.ts'));
  const found = new Map<string, EndpointDefinition>();
  for (const file of files) {
    const module = (await import(path.join(root, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (name.endsWith('Endpoint')) found.set(name, value as EndpointDefinition);
    }
  }
  return found;
}

describe('the API description of every call', () => {
  it('gives each call its own operationId', () => {
    const ids = allEndpoints.map((endpoint) => endpoint.operationId);
    const repeated = ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(repeated).toEqual([]);
  });

  it('names each call after its export, without `Endpoint`', async () => {
    const exported = await exportedEndpoints();
    expect(exported.size).toBeGreaterThanOrEqual(allEndpoints.length);
    for (const [name, endpoint] of exported) {
      expect(endpoint.operationId, name).toBe(name.replace(/Endpoint$/, ''));
    }
    for (const endpoint of allEndpoints) {
      expect(exported.get(`${endpoint.operationId}Endpoint`), endpoint.operationId).toBe(endpoint);
    }
  });

  it('says what each call does in a short sentence, not its method and path', () => {
    for (const { operationId, summary } of allEndpoints) {
      expect(summary.length, operationId).toBeGreaterThan(10);
      expect(summary.length, operationId).toBeLessThanOrEqual(120);
      expect(summary, operationId).not.toMatch(/^(GET|POST|PUT|PATCH|DELETE)\b|\.$/);
    }
  });
});
