import { lazy, useEffect, useState } from 'react';
import { ActionIcon, Alert, Box, Group, Loader, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { PlanType } from '@forma/contract/programs/programs.rules';
import type { Track } from '@forma/contract/programs/programs.schemas';
import { Deferred } from '../../../components/deferred';
import { MOBILE_QUERY } from '../../../lib/layout';
import { exerciseSource, type ExerciseSource } from '../api/exercise-source';
import { useBuilderModel } from '../hooks/use-builder-model';
import { useBuilderShortcuts } from '../hooks/use-builder-shortcuts';
import { useReviewState } from '../hooks/use-review-state';
import { dayName } from '../model/calendar-labels';
import { weekBounds } from '../model/calendar-shape';
import { builderTexts as t, dayTexts } from '../schedule.messages';
import { useScheduleValue } from '../state/use-schedule-value';
import { BuildSidebar, type SidePanel as Panel } from './build-sidebar';
import { BuilderContext } from './builder-context';
import { BuilderToolbar } from './builder-toolbar';
import { ConflictAlert, RefusalAlert } from './save-status';
import { ReviewContext } from './review-context';
import { SelectionBar } from './selection-bar';
import { TracksContext } from './tracks-context';
import { WeekGrid } from './week-grid';

// What the coach opens (a block, a panel, a modal) loads on first use: the week paints without it.
const BlockEditor = lazy(() => import('./block-editor').then((m) => ({ default: m.BlockEditor })));
const SidePanel = lazy(() => import('./side-panel').then((m) => ({ default: m.SidePanel })));
const TemplateModals = lazy(() =>
  import('./template-modals').then((m) => ({ default: m.TemplateModals })),
);
const UpgradeModal = lazy(() =>
  import('./upgrade-modal').then((m) => ({ default: m.UpgradeModal })),
);
const ConfirmModal = lazy(() =>
  import('../../../components/feedback/confirm-modal').then((m) => ({
    default: m.ConfirmModal,
  })),
);

type Props = {
  planId: number;
  planType: PlanType;
  /** A 1-2-1 client's calendar; null for the program's own. */
  clientId: number | null;
  /** SLOT: the exercise library's calls (api/exercise-source.ts). */
  exercises?: ExerciseSource;
  /** The program's tracks, active and archived. */
  tracks?: readonly Track[];
  /** The day taken as today (tests); the browser's own otherwise. */
  today?: string;
};

/**
 * The schedule builder (programs-and-commerce.md 2.6): a week grid with the build sidebar. Give
 * it a `key` of the program and client: its working copy belongs to one calendar.
 */
export function ScheduleBuilder({
  planId,
  planType,
  clientId,
  exercises = exerciseSource,
  tracks = [],
  today,
}: Props) {
  const model = useBuilderModel({ planId, planType, clientId, exercises, tracks, today });
  const { builder } = model;
  // Each its own value: a change to a day re-renders that day, not the whole builder.
  const { store } = builder;
  const refusal = useScheduleValue(store, (state) => state.refusal);
  const loaded = useScheduleValue(store, (state) =>
    model.visibleDays.every((id) => state.days[id]),
  );
  const deleting = useScheduleValue(store, (state) =>
    model.deleting ? state.days[model.deleting] : undefined,
  );
  const phone = useMediaQuery(MOBILE_QUERY) ?? false;
  const [panel, setPanel] = useState<Panel | null>(null);
  const building = builder.mode === 'build';
  const review = useReviewState({
    planId,
    shape: builder.shape,
    clientId,
    week: model.week,
    openReview: (id) => {
      builder.setActiveDay(id);
      setPanel('performance');
    },
  });

  useBuilderShortcuts(
    {
      addTraining: () => builder.addBlock(builder.activeDay, 'training'),
      addNote: () => builder.addBlock(builder.activeDay, 'note'),
      undo: () => builder.store.undo(),
    },
    building,
  );

  // A PROFESSIONAL feature the server refused (a superset, a second note on FREE): the upgrade.
  const { askUpgrade } = builder;
  useEffect(() => {
    if (refusal?.restricted) askUpgrade(refusal.message);
  }, [refusal, askUpgrade]);

  return (
    <BuilderContext.Provider value={builder}>
      <ReviewContext.Provider value={review}>
        <TracksContext.Provider value={model.tracks}>
          <Stack gap="sm">
            <BuilderToolbar model={model} />
            <ConflictAlert onReload={(ids) => void model.reloadDays(ids)} />
            <RefusalAlert onReload={(ids) => void model.reloadDays(ids)} />
            <SelectionBar onClear={model.clearSelection} />
            {model.loadFailed ? (
              <Alert color="red">{t.loadFailed}</Alert>
            ) : !loaded ? (
              <Group justify="center" py="xl">
                <Loader role="progressbar" aria-label={t.loadingWeek} />
              </Group>
            ) : phone ? (
              <Stack gap="sm">
                <BuildSidebar horizontal onOpenPanel={setPanel} />
                <DayStepper model={model} />
                <WeekGrid ids={[builder.activeDay]} today={model.today} />
              </Stack>
            ) : (
              <Group align="flex-start" wrap="nowrap" gap="sm">
                <Box w={200} style={{ flexShrink: 0 }}>
                  <BuildSidebar onOpenPanel={setPanel} />
                </Box>
                <Box style={{ flex: 1, minWidth: 0 }}>
                  <WeekGrid ids={model.visibleDays} today={model.today} />
                </Box>
              </Group>
            )}
          </Stack>
          <Deferred when={model.editing !== null}>
            <BlockEditor blockKey={model.editing?.blockKey ?? null} onClose={model.closeEditor} />
          </Deferred>
          <Deferred when={panel !== null}>
            <SidePanel
              panel={panel}
              visibleDays={model.visibleDays}
              onClose={() => setPanel(null)}
            />
          </Deferred>
          <Deferred when={Boolean(deleting)}>
            <ConfirmModal
              opened={Boolean(deleting)}
              title={dayTexts.deleteTitle}
              body={deleting ? dayTexts.deleteBody(dayName(deleting.key)) : ''}
              confirmLabel={dayTexts.delete}
              cancelLabel={dayTexts.cancel}
              onConfirm={model.confirmDelete}
              onClose={model.cancelDelete}
            />
          </Deferred>
          <Deferred when={model.templates.inserting !== null || model.templates.saving !== null}>
            <TemplateModals templates={model.templates} />
          </Deferred>
          <Deferred when={model.upgrade !== null}>
            <UpgradeModal message={model.upgrade} onClose={model.closeUpgrade} />
          </Deferred>
        </TracksContext.Provider>
      </ReviewContext.Provider>
    </BuilderContext.Provider>
  );
}

/** On a phone, one day at a time: the previous and next day, across weeks. */
function DayStepper({ model }: { model: ReturnType<typeof useBuilderModel> }) {
  const { builder, week, goToWeek, activeIndex, setActiveIndex } = model;
  const bounds = weekBounds(builder.shape);
  const day = useScheduleValue(builder.store, (state) => state.days[builder.activeDay]);
  const step = (by: 1 | -1) => {
    const next = activeIndex + by;
    if (next >= 0 && next <= 6) return setActiveIndex(next);
    goToWeek(week + by);
    setActiveIndex(by === 1 ? 0 : 6);
  };
  return (
    <Group justify="space-between" wrap="nowrap">
      <ActionIcon
        variant="default"
        aria-label={t.previousDay}
        disabled={activeIndex === 0 && week <= bounds.min}
        onClick={() => step(-1)}
      >
        <IconChevronLeft size={16} aria-hidden />
      </ActionIcon>
      <Text fw={600} ta="center">
        {day ? dayName(day.key) : ''}
      </Text>
      <ActionIcon
        variant="default"
        aria-label={t.nextDay}
        disabled={activeIndex === 6 && week >= bounds.max}
        onClick={() => step(1)}
      >
        <IconChevronRight size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
