import type { Caller, EndpointDefinition } from '@forma/contract/common/endpoint';
import type { World } from './world.ts';

/** What the matrix sends to one endpoint: its params, query and body, filled from the world. */
export type Sample = (
  world: World,
  caller: Caller,
) => { params?: object; query?: Record<string, string>; body?: unknown };

/**
 * One sample per endpoint that takes input (params, query or body); endpoints without input
 * need none. The matrix fails for an endpoint that takes input and has no sample here.
 */
export const samples = new Map<EndpointDefinition, Sample>([]);
