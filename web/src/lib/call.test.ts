import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@forma/contract/common/endpoint';
import { coachesEvenBlocked } from '@forma/contract/common/access';
import { mockFetch } from '../test/mock-fetch';
import { call, endpointKey, endpointQuery } from './call';

const renameEndpoint = defineEndpoint({
  operationId: 'rename',
  summary: 'Rename a thing',
  method: 'PATCH',
  path: '/things/:id',
  params: z.object({ id: z.number() }),
  query: z.object({ notify: z.string() }),
  body: z.object({ title: z.string() }),
  response: z.object({ id: z.number(), title: z.string() }),
  permission: 'public',
  access: coachesEvenBlocked,
});

const removeEndpoint = defineEndpoint({
  operationId: 'remove',
  summary: 'Remove a thing',
  method: 'DELETE',
  path: '/things/:id',
  params: z.object({ id: z.number() }),
  response: null,
  permission: 'public',
  access: coachesEvenBlocked,
});

afterEach(() => vi.unstubAllGlobals());

describe('call', () => {
  it('sends the method, the filled path, the query and the JSON body of the definition', async () => {
    const { fetchMock } = mockFetch({
      'PATCH things/7': ({ body }) => ({ body: { id: 7, ...(body as object) } }),
    });
    const answer = await call(renameEndpoint, {
      params: { id: 7 },
      query: { notify: 'yes' },
      body: { title: 'New' },
    });
    expect(answer).toEqual({ id: 7, title: 'New' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/things\/7\?notify=yes$/);
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json', 'API-Version': '3' });
  });

  it('answers nothing for a 204 endpoint', async () => {
    mockFetch({ 'DELETE things/3': () => ({ status: 204 }) });
    await expect(call(removeEndpoint, { params: { id: 3 } })).resolves.toBeNull();
  });
});

describe('endpointKey', () => {
  it('is the method and path, then params and query: the bare key prefixes every answer', () => {
    const key = endpointKey(renameEndpoint, { params: { id: 7 }, query: { notify: 'no' } });
    expect(key).toEqual(['PATCH', '/things/:id', { id: 7 }, { notify: 'no' }]);
    expect(key.slice(0, 2)).toEqual(endpointKey(renameEndpoint));
    expect(endpointQuery(removeEndpoint, { params: { id: 3 } }).queryKey).toEqual([
      'DELETE',
      '/things/:id',
      { id: 3 },
    ]);
  });
});

// Compile-time checks (tsc -p web): input and answer are typed from the definition.
export function typedFromTheDefinition() {
  // @ts-expect-error a body field the definition does not have
  void call(renameEndpoint, { params: { id: 1 }, query: { notify: 'x' }, body: { name: 'x' } });
  // @ts-expect-error params the path needs
  void call(removeEndpoint);
  void call(removeEndpoint, { params: { id: 1 } }).then((answer: void) => answer);
  void call(renameEndpoint, {
    params: { id: 1 },
    query: { notify: 'x' },
    body: { title: 'x' },
  }).then(
    // @ts-expect-error the answer's title is a string
    (answer) => answer.title satisfies number,
  );
}
