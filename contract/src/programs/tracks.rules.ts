// Which track is the default and which tracks a client follows (spec 2.3, 3 Track, 4.8).

export type TrackState = { id: number; archived: boolean; position: number };

/** Tracks in the program's order: by position, then in the order they were made. */
export const inTrackOrder = <T extends TrackState>(tracks: readonly T[]): T[] =>
  [...tracks].sort((a, b) => a.position - b.position || a.id - b.id);

/** The program's default track: its first active track (none until the program has one). */
export function defaultTrackId(tracks: readonly TrackState[]): number | null {
  return inTrackOrder(tracks).find((track) => !track.archived)?.id ?? null;
}

/**
 * The tracks a client follows, from the ones the coach chose for them. `current`: the chosen
 * tracks that are active, else the default track (a client on no chosen track, or whose chosen
 * tracks are all archived, follows the default one). `past`: the same plus the chosen tracks
 * that are archived, which stay in the client's history.
 */
export function clientTracks(
  chosen: readonly number[],
  tracks: readonly TrackState[],
): { current: number[]; past: number[] } {
  const own = inTrackOrder(tracks).filter((track) => chosen.includes(track.id));
  const active = own.filter((track) => !track.archived).map((track) => track.id);
  const fallback = defaultTrackId(tracks);
  const current = active.length > 0 ? active : fallback === null ? [] : [fallback];
  const archived = own.filter((track) => track.archived).map((track) => track.id);
  return { current, past: [...current, ...archived] };
}
