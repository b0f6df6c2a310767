import { Select } from '@mantine/core';
import { trackOf } from '../model/builder-tracks';
import type { DraftBlock } from '../model/schedule-model';
import { trackTexts as t } from '../schedule.messages';
import { useTracks } from './tracks-context';

type Props = { block: DraftBlock; onChange: (trackId: number) => void };

/**
 * A block's track, when the program has tracks to choose between (or the block is on an archived
 * one, which it can leave but no block can join).
 */
export function BlockTrackSelect({ block, onChange }: Props) {
  const tracks = useTracks();
  const current = trackOf(tracks, block.track_id);
  const onArchived = tracks.all.some((track) => track.id === current && track.archived);
  if (!tracks.choosable && !onArchived) return null;
  const data = tracks.all
    .filter((track) => !track.archived || track.id === current)
    .map((track) => ({
      value: String(track.id),
      label: track.archived ? t.archived(track.name) : track.name,
      disabled: track.archived,
    }));
  return (
    <Select
      label={t.track}
      data={data}
      value={current === null ? null : String(current)}
      allowDeselect={false}
      description={onArchived ? t.archivedHint : undefined}
      onChange={(value) => {
        if (value && Number(value) !== current) onChange(Number(value));
      }}
    />
  );
}
