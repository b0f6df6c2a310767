import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  getBlockCommentsEndpoint,
  getCalendarDaysEndpoint,
  getCalendarEndpoint,
} from '@forma/contract/tracking/tracking.endpoints';
import { endpointKey } from '../../../lib/call';
import { sendChange } from './send-change';
import type { QueuedChange, TrainingChange } from './training-changes';

/**
 * The calendar's one way to record training: `submit` sends the change and refreshes the
 * calendar; `pending` lists the changes still waiting on this device.
 * (First version: sent at once. The offline queue replaces the body, keeping this interface.)
 */
export function useTrainingChanges(): {
  submit: (change: TrainingChange) => void;
  pending: readonly QueuedChange[];
} {
  const queryClient = useQueryClient();
  const submit = useCallback(
    (change: TrainingChange) => {
      void sendChange(change).finally(() => {
        for (const endpoint of [
          getCalendarDaysEndpoint,
          getCalendarEndpoint,
          getBlockCommentsEndpoint,
        ])
          void queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) });
      });
    },
    [queryClient],
  );
  return { submit, pending: [] };
}
