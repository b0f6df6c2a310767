import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import type { ProgramClientRow } from '@forma/contract/clients/clients.schemas';
import type { Track } from '@forma/contract/programs/programs.schemas';
import { defaultTrackId, inTrackOrder } from '@forma/contract/programs/tracks.rules';
import { showAlert } from '../../../components/feedback/show-alert';
import { UpgradeModal } from '../../../components/feedback/upgrade-modal';
import { useRefusal } from '../../../components/forms/use-refusal';
import { ApiError } from '../../../lib/api-client';
import { useSetClientTracks } from '../api/client-tracks';
import { clientsTexts as c } from '../clients.messages';

type Props = { planId: number; tracks: Track[]; row: ProgramClientRow; onClose: () => void };

const isRestricted = (error: unknown) =>
  error instanceof ApiError && error.body?.restricted === 'tracks';

/**
 * Choose tracks (spec 2.3, 4.8): the program's active tracks, and an archived one the client is
 * still on (it can be left, not chosen again). None chosen: the default track.
 */
export function ClientTracksModal({ planId, tracks, row, onClose }: Props) {
  const [chosen, setChosen] = useState<string[]>(() => row.track_ids.map(String));
  const [errors, setErrors] = useState<{ track_ids?: string; other?: string | null }>({});
  const [restricted, setRestricted] = useState(false);
  const save = useSetClientTracks(planId);
  const refusal = useRefusal();
  const offered = inTrackOrder(tracks).filter(
    (track) => !track.archived || row.track_ids.includes(track.id),
  );
  const fallback = tracks.find((track) => track.id === defaultTrackId(tracks));

  if (restricted) {
    return (
      <UpgradeModal
        opened
        onClose={onClose}
        title={c.tracks.restrictedTitle}
        message={c.tracks.restricted}
        dismissLabel={c.tracks.gotIt}
        upgradeLabel={c.tracks.upgrade}
      />
    );
  }

  const submit = () =>
    save.mutate(
      { membershipId: row.id, trackIds: chosen.map(Number) },
      {
        onSuccess: () => {
          showAlert('congrats', c.tracks.saved);
          onClose();
        },
        onError: (failure) => {
          if (isRestricted(failure)) return setRestricted(true);
          const { fields, other } = refusal.onFailure(failure, ['track_ids']);
          setErrors({ ...fields, other });
        },
      },
    );

  return (
    <Modal opened onClose={onClose} title={c.tracks.title(row.full_name)}>
      <form
        ref={refusal.ref}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          {fallback && <Text size="sm">{c.tracks.intro(fallback.name)}</Text>}
          <Checkbox.Group
            label={c.tracks.group}
            value={chosen}
            onChange={setChosen}
            error={errors.track_ids}
          >
            <Stack gap="xs" mt="xs">
              {offered.map((track) => (
                <Checkbox
                  key={track.id}
                  value={String(track.id)}
                  label={track.archived ? c.tracks.archived(track.name) : track.name}
                  description={track.archived ? c.tracks.archivedHint : undefined}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          {errors.other && <Alert color="red">{errors.other}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {c.cancel}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {c.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
