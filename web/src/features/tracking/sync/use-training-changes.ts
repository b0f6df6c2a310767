import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useMe } from '../../../lib/session/me';
import { newKey } from './change-sync';
import { deviceSync, refreshWith } from './device-sync';
import type { QueuedChange, SubmittedChange, TrainingChange } from './training-changes';

const NONE: readonly QueuedChange[] = [];
const noSubscription = () => () => {};

/**
 * The calendar's one way to record training (docs/decisions/platform-web.md, "Offline app"):
 * `submit` keeps the change on the device and sends it when it can, in order, one at a time;
 * `pending` lists the changes not yet confirmed by the server (the one being sent included), oldest
 * first, for the calendar to show over what it last read. Once changes reach the server the
 * calendar's reads are refreshed.
 */
export function useTrainingChanges(): {
  submit: (change: SubmittedChange) => void;
  pending: readonly QueuedChange[];
} {
  const queryClient = useQueryClient();
  const me = useMe();
  const owner = me ? String(me.private.id) : null;
  const sync = useMemo(() => (owner ? deviceSync(owner) : null), [owner]);
  useEffect(() => refreshWith(queryClient), [queryClient]);
  const pending = useSyncExternalStore(
    sync?.subscribe ?? noSubscription,
    sync?.getPending ?? (() => NONE),
  );
  const submit = useCallback(
    (change: SubmittedChange) => {
      if (sync) void sync.submit(withClientKey(change));
    },
    [sync],
  );
  return { submit, pending };
}

/** A comment gets its idempotency key when it is made, so a replay never makes a second one. */
function withClientKey(change: SubmittedChange): TrainingChange {
  return change.kind === 'comment'
    ? { ...change, client_key: change.client_key ?? newKey() }
    : change;
}
