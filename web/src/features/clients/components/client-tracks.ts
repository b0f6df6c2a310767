import type { Track } from '@forma/contract/programs/programs.schemas';
import { clientTracks, inTrackOrder } from '@forma/contract/programs/tracks.rules';
import { clientsTexts as c } from '../clients.messages';

/** Tracks to choose between: a program with one active track has nothing to choose. */
export const choosesTracks = (tracks: readonly Track[]): boolean =>
  tracks.filter((track) => !track.archived).length > 1;

/**
 * The tracks a client follows now, as their row shows them: the chosen active ones, or the
 * default track (none chosen, or every chosen one archived).
 */
export function clientTrackNames(trackIds: readonly number[], tracks: readonly Track[]): string {
  const { current } = clientTracks(trackIds, tracks);
  const names = inTrackOrder(tracks)
    .filter((track) => current.includes(track.id))
    .map((track) => track.name);
  const onDefault = !tracks.some((track) => trackIds.includes(track.id) && !track.archived);
  if (names.length === 0) return '';
  return onDefault ? c.tracks.defaultTrack(names[0]!) : names.join(', ');
}
