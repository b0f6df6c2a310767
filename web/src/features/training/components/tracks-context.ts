import { createContext, useContext } from 'react';
import { builderTracks, type BuilderTracks } from '../model/builder-tracks';

/** The program's tracks and the week's track filter, shared by the builder's parts. */
export type TracksState = BuilderTracks & { setFilter: (trackId: number | null) => void };

const none: TracksState = { ...builderTracks([], null), setFilter: () => undefined };

export const TracksContext = createContext<TracksState>(none);

export const useTracks = (): TracksState => useContext(TracksContext);
