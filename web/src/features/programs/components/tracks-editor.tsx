import { useState } from 'react';
import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { trackNameError } from '@forma/contract/programs/programs.rules';
import type { Track } from '@forma/contract/programs/programs.schemas';
import { serverErrorMessage } from '../../../components/forms/server-errors';
import { useTrackChange } from '../api/tracks';
import { formMessages as f } from '../program-form-messages';

function TrackRow({ track, planId, others }: { track: Track; planId: number; others: string[] }) {
  const change = useTrackChange(planId);
  const [name, setName] = useState(track.name);
  const [error, setError] = useState<string | null>(null);
  const rename = () => {
    const message = trackNameError(name, others);
    setError(message);
    if (message) return;
    change.mutate(
      { kind: 'rename', trackId: track.id, name: name.trim() },
      { onError: (failure) => setError(serverErrorMessage(failure)) },
    );
  };
  return (
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
            onClick={() => change.mutate({ kind: 'restore', trackId: track.id })}
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
          <Button
            variant="subtle"
            color="red"
            loading={change.isPending}
            onClick={() => change.mutate({ kind: 'archive', trackId: track.id })}
          >
            {f.archive}
          </Button>
        </>
      )}
    </Group>
  );
}

/** Tracks of a saved program: add, rename, archive and restore (server rules apply). */
export function TracksEditor({ planId, tracks }: { planId: number | null; tracks: Track[] }) {
  const change = useTrackChange(planId ?? 0);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (planId === null) {
    return (
      <Text size="sm" c="dimmed">
        {f.tracksAfterSave}
      </Text>
    );
  }
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
        onError: (failure) => setError(serverErrorMessage(failure)),
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
        />
      ))}
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
    </Stack>
  );
}
