import { useCallback, useMemo, useState } from 'react';
import type { PlanType } from '@forma/contract/programs/programs.rules';
import type { Track } from '@forma/contract/programs/programs.schemas';
import { professionalFeatures } from '@forma/contract/programs/programs.rules';
import type { BlockKind } from '@forma/contract/training/schedule.schemas';
import { showAlert } from '../../../components/feedback/show-alert';
import { useSession } from '../../../lib/session/use-session';
import type { ExerciseSource } from '../api/exercise-source';
import { localToday } from '../api/first-week';
import { saveFailureOf, saveSchedule } from '../api/save-schedule';
import type { Builder, BuilderMode } from '../components/builder-context';
import type { TracksState } from '../components/tracks-context';
import { builderTracks, newBlockTrack } from '../model/builder-tracks';
import {
  dayId,
  initialWeek,
  keyOfId,
  shapeOf,
  weekDays,
  type CalendarShape,
} from '../model/calendar-shape';
import {
  copyDays,
  pasteDays,
  pasteTargets,
  type Clipboard,
  type PasteMode,
} from '../model/clipboard';
import { addBlock as addBlockEdit, clearDay, type EditResult } from '../model/schedule-edits';
import { newBlock } from '../model/schedule-model';
import { toggled } from '../model/toggled';
import { blockTexts, dayTexts } from '../schedule.messages';
import { createScheduleStore } from '../state/schedule-store';
import { useTemplateActions } from './use-template-actions';
import { useWeekData } from './use-week-data';

type Options = {
  planId: number;
  planType: PlanType;
  clientId: number | null;
  exercises: ExerciseSource;
  /** The program's tracks (a block's track, the week's track filter). */
  tracks: readonly Track[];
  today?: string;
};

/**
 * A new block of each kind on a track (none: the default one): notes and challenges need a name
 * to be saved, so they start with one.
 */
const starter = (kind: BlockKind, trackId: number | null) =>
  newBlock(kind, {
    track_id: trackId,
    note: kind === 'note' ? { title: blockTexts.kinds.note, body: '', resource_ids: [] } : null,
    challenge:
      kind === 'challenge'
        ? { name: blockTexts.kinds.challenge, score_type: '', description: '' }
        : null,
  });

/** The builder's state: calendar, visible week, working copy and the actions on days. */
export function useBuilderModel({
  planId,
  planType,
  clientId,
  exercises,
  tracks: programTracks,
  today,
}: Options) {
  const session = useSession();
  const professional = professionalFeatures(session?.me.current.subscription ?? null);
  const [store] = useState(() =>
    createScheduleStore({
      clientId,
      failureOf: saveFailureOf,
      save: (body) => saveSchedule(planId, body),
    }),
  );
  const [weeks, setWeeks] = useState<number | null>(null);
  const shape: CalendarShape = useMemo(() => shapeOf(planType, weeks), [planType, weeks]);
  const [week, setWeek] = useState(() => initialWeek(shape, today ?? localToday()));
  const visibleDays = useMemo(() => weekDays(shape, week).map(dayId), [shape, week]);
  const [activeIndex, setActiveIndex] = useState(0);
  const [selection, setSelection] = useState<ReadonlySet<string>>(new Set());
  const [clipboard, setClipboard] = useState<Clipboard | null>(null);
  const [mode, setMode] = useState<BuilderMode>('build');
  const [editing, setEditing] = useState<{ dayId: string; blockKey: string } | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [upgrade, setUpgrade] = useState<string | null>(null);
  const [trackFilter, setTrackFilter] = useState<number | null>(null);
  const tracks: TracksState = {
    ...builderTracks(programTracks, trackFilter),
    setFilter: setTrackFilter,
  };

  const data = useWeekData({
    store,
    planId,
    shape,
    clientId,
    week,
    visibleOnly: planType === 'fixed' && weeks === null,
  });
  if (data.weeks !== null && data.weeks !== weeks) setWeeks(data.weeks);

  const change = useCallback(
    (result: EditResult) => {
      const refusal = store.apply(result);
      if (refusal) showAlert('error', refusal);
      return refusal === null;
    },
    [store],
  );

  const { ensureDays } = data;
  /** Pastes copied days at a day, reading the weeks they reach first; answers if applied. */
  const pasteAt = async (clip: Clipboard, id: string, pasteMode: PasteMode) => {
    const target = keyOfId(id);
    await ensureDays(pasteTargets(shape, clip, target));
    return change(pasteDays(store.get().days, shape, clip, target, pasteMode));
  };
  const templates = useTemplateActions({ shape, professional, askUpgrade: setUpgrade, pasteAt });

  const builder: Builder = {
    store,
    shape,
    mode,
    professional,
    exercises,
    weightUnit: session?.me.private.weight ?? 'kg',
    activeDay: visibleDays[activeIndex]!,
    setActiveDay: (id) => setActiveIndex(Math.max(0, visibleDays.indexOf(id))),
    selection,
    toggleSelected: (id) => setSelection((current) => toggled(current, id)),
    clipboard,
    change,
    addBlock: (id, kind) => {
      const block = starter(kind, newBlockTrack(tracks));
      if (change(addBlockEdit(store.get().days, id, block)))
        setEditing({ dayId: id, blockKey: block.key });
    },
    openBlock: (id, blockKey) => setEditing({ dayId: id, blockKey }),
    copy: (ids) => {
      const clip = copyDays(store.get().days, ids);
      setClipboard(clip);
      showAlert('info', dayTexts.copied(clip.days.length), { autoClose: 3000 });
    },
    paste: (id, pasteMode: PasteMode) => {
      if (clipboard) void pasteAt(clipboard, id, pasteMode);
    },
    askDeleteDay: setDeleting,
    insertTemplate: templates.askInsert,
    saveAsTemplate: templates.askSave,
    askUpgrade: setUpgrade,
  };

  return {
    builder,
    tracks,
    week,
    /** Moves by whole weeks; the same weekday stays active. */
    goToWeek: (next: number) => setWeek(next),
    visibleDays,
    activeIndex,
    setActiveIndex,
    selectWeek: () => setSelection(new Set(visibleDays)),
    clearSelection: () => setSelection(new Set()),
    setMode,
    editing,
    closeEditor: () => setEditing(null),
    deleting,
    confirmDelete: () => {
      if (deleting) change(clearDay(store.get().days, deleting));
      setDeleting(null);
    },
    cancelDelete: () => setDeleting(null),
    upgrade,
    closeUpgrade: () => setUpgrade(null),
    templates,
    loadFailed: data.isError,
    reloadDays: data.reloadDays,
    today: today ?? localToday(),
  };
}

export type BuilderModel = ReturnType<typeof useBuilderModel>;
