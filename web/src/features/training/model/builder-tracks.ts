import type { Track } from '@forma/contract/programs/programs.schemas';
import { defaultTrackId, inTrackOrder } from '@forma/contract/programs/tracks.rules';
import { trackTexts as t } from '../schedule.messages';

/** The program's tracks as the builder uses them (spec 2.3, 4.8). */
export type BuilderTracks = {
  /** Every track in the program's order, archived ones included. */
  all: Track[];
  /** More than one track: block cards name theirs and the week can show one track. */
  several: boolean;
  /** More than one active track: a block's track can be chosen. */
  choosable: boolean;
  /** The track new blocks go on when none is named (the server's default track). */
  defaultId: number | null;
  /** The track the week shows; null for all of them. */
  filter: number | null;
};

export function builderTracks(tracks: readonly Track[], filter: number | null): BuilderTracks {
  const all = inTrackOrder(tracks);
  const known = all.some((track) => track.id === filter);
  return {
    all,
    several: all.length > 1,
    choosable: all.filter((track) => !track.archived).length > 1,
    defaultId: defaultTrackId(all),
    filter: known ? filter : null,
  };
}

/** The track a block is on: its own, or the default one while it has none (not saved yet). */
export const trackOf = (tracks: BuilderTracks, trackId: number | null): number | null =>
  trackId ?? tracks.defaultId;

/** A track's name as the builder shows it, archived ones marked. */
export function trackName(tracks: BuilderTracks, trackId: number | null): string {
  const track = tracks.all.find((each) => each.id === trackOf(tracks, trackId));
  if (!track) return '';
  return track.archived ? t.archived(track.name) : track.name;
}

/** A new block's track: the one the week shows when it is active, else the default one. */
export function newBlockTrack(tracks: BuilderTracks): number | null {
  const shown = tracks.all.find((track) => track.id === tracks.filter);
  return shown && !shown.archived ? shown.id : null;
}

/** Whether the week shows a block of this track. */
export const showsTrack = (tracks: BuilderTracks, trackId: number | null): boolean =>
  tracks.filter === null || trackOf(tracks, trackId) === tracks.filter;
