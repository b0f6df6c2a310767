import type { EndpointDefinition } from '@forma/contract/common/endpoint';
import {
  getCalendarFeedEndpoint,
  renewCalendarFeedEndpoint,
} from '@forma/contract/tracking/tracking.endpoints';
import type { Sample } from './samples.ts';

/**
 * The private calendar feed's address: the caller's own, so nothing to fill in. A renewal
 * replaces only the caller's own address, which no other call of the matrix reads.
 */
export function feedSamples(): [EndpointDefinition, Sample][] {
  return [
    [getCalendarFeedEndpoint, { input: () => ({}) }],
    [renewCalendarFeedEndpoint, { input: () => ({}) }],
  ];
}
