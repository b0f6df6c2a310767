import { Select } from '@mantine/core';
import { trackTexts as t } from '../schedule.messages';
import { useTracks } from './tracks-context';

const ALL = 'all';

/** The week shows every track or one of them, when the program has several. */
export function TrackFilter() {
  const tracks = useTracks();
  if (!tracks.several) return null;
  const data = [
    { value: ALL, label: t.allTracks },
    ...tracks.all.map((track) => ({
      value: String(track.id),
      label: track.archived ? t.archived(track.name) : track.name,
    })),
  ];
  return (
    <Select
      size="xs"
      w={180}
      aria-label={t.filter}
      data={data}
      value={tracks.filter === null ? ALL : String(tracks.filter)}
      allowDeselect={false}
      onChange={(value) => tracks.setFilter(!value || value === ALL ? null : Number(value))}
    />
  );
}
