import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { trackMessages, programFormTexts as f } from '../../programs.messages';
import { MAX_ACTIVE_TRACKS, trackNameError } from '@forma/contract/programs/programs.rules';
import type { Track } from '@forma/contract/programs/programs.schemas';
import { serverErrorMessage } from '../../../../components/forms/server-errors';
import { useTrackChange } from '../../api/tracks';
import { isTracksRestricted } from './track-errors';
import { TrackRow } from './track-row';
import { TracksRestrictedModal } from './tracks-restricted-modal';

/** Tracks of a saved program (spec 2.3, 4.8): add, rename, archive and restore; 15 active at most. */
export function TracksEditor({ planId, tracks }: { planId: number | null; tracks: Track[] }) {
  const change = useTrackChange(planId ?? 0);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [restricted, setRestricted] = useState(false);
  if (planId === null) {
    return (
      <Text size="sm" c="dimmed">
        {f.tracksAfterSave}
      </Text>
    );
  }
  const active = tracks.filter((track) => !track.archived).length;
  const full = active >= MAX_ACTIVE_TRACKS;
  const add = () => {
    const message = trackNameError(
      name,
      tracks.map((track) => track.name),
    );
    setError(message);
    if (message) return;
    change.mutate(
      { kind: 'add', name: name.trim() },
      {
        onSuccess: () => setName(''),
        onError: (failure) => {
          if (isTracksRestricted(failure)) setRestricted(true);
          else setError(serverErrorMessage(failure));
        },
      },
    );
  };
  return (
    <Stack gap="xs">
      {tracks.map((track) => (
        <TrackRow
          key={track.id}
          track={track}
          planId={planId}
          others={tracks.filter((other) => other.id !== track.id).map((other) => other.name)}
          lastActive={!track.archived && active === 1}
          onRestricted={() => setRestricted(true)}
        />
      ))}
      {full ? (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {trackMessages.maxReached}
          </Text>
          <Text size="sm" c="dimmed">
            {f.maxTracksHint(MAX_ACTIVE_TRACKS)}
          </Text>
        </Stack>
      ) : (
        <Group align="flex-start" wrap="nowrap">
          <TextInput
            aria-label={f.trackName}
            placeholder={f.trackName}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={error}
            flex={1}
          />
          <Button variant="light" onClick={add} loading={change.isPending}>
            {f.addTrack}
          </Button>
        </Group>
      )}
      <TracksRestrictedModal opened={restricted} onClose={() => setRestricted(false)} />
    </Stack>
  );
}
