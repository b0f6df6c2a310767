import { useState } from 'react';
import { Badge, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { trackMessages, programFormTexts as f } from '../../programs.messages';
import { trackNameError } from '@forma/contract/programs/programs.rules';
import type { Track } from '@forma/contract/programs/programs.schemas';
import { serverErrorMessage } from '../../../../components/forms/server-errors';
import { useTrackChange, type TrackChange } from '../../api/tracks';
import { isTracksRestricted } from './track-errors';

type Props = {
  track: Track;
  planId: number;
  others: string[];
  /** The program's last active track stays: it is the default track clients follow. */
  lastActive: boolean;
  onRestricted: () => void;
};

/** One track: rename, archive (after the spec's confirmation) or restore. */
export function TrackRow({ track, planId, others, lastActive, onRestricted }: Props) {
  const change = useTrackChange(planId);
  const [name, setName] = useState(track.name);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const send = (next: TrackChange) => {
    setError(null);
    change.mutate(next, {
      onSuccess: () => setConfirming(false),
      onError: (failure) => {
        setConfirming(false);
        if (isTracksRestricted(failure)) onRestricted();
        else setError(serverErrorMessage(failure));
      },
    });
  };
  const rename = () => {
    const message = trackNameError(name, others);
    setError(message);
    if (!message) send({ kind: 'rename', trackId: track.id, name: name.trim() });
  };
  return (
    <>
      <Group align="flex-start" wrap="nowrap">
        <TextInput
          aria-label={`${f.trackName} ${track.name}`}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={error}
          disabled={track.archived}
          flex={1}
        />
        {track.archived ? (
          <>
            <Badge color="gray" mt={8}>
              {f.archived}
            </Badge>
            <Button
              variant="default"
              loading={change.isPending}
              onClick={() => send({ kind: 'restore', trackId: track.id })}
            >
              {f.restore}
            </Button>
          </>
        ) : (
          <>
            <Button
              variant="default"
              disabled={name.trim() === track.name}
              loading={change.isPending}
              onClick={rename}
            >
              {f.rename}
            </Button>
            {!lastActive && (
              <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
                {f.archive}
              </Button>
            )}
          </>
        )}
      </Group>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={f.archiveTrackTitle}>
        <Stack>
          <Text size="sm">{trackMessages.archiveConfirm(track.name)}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {f.cancel}
            </Button>
            <Button
              color="red"
              loading={change.isPending}
              onClick={() => send({ kind: 'archive', trackId: track.id })}
            >
              {f.archive}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
