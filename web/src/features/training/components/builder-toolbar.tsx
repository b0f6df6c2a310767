import { ActionIcon, Button, Group, SegmentedControl, Text, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { initialWeek, weekBounds } from '../model/calendar-shape';
import { weekName } from '../model/calendar-labels';
import type { BuilderModel } from '../hooks/use-builder-model';
import { builderTexts as t, dayTexts } from '../schedule.messages';
import type { BuilderMode } from './builder-context';
import { useSchedule } from './builder-context';
import { SaveStatusText } from './save-status';
import { TrackFilter } from './track-filter';

/** Week navigation, the track shown, the saved state, undo and the build / review switch. */
export function BuilderToolbar({ model }: { model: BuilderModel }) {
  const { builder, week, goToWeek } = model;
  const { history } = useSchedule();
  const bounds = weekBounds(builder.shape);
  const current = initialWeek(builder.shape, model.today);
  return (
    <Group justify="space-between" gap="sm">
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="default"
          aria-label={t.previousWeek}
          disabled={week <= bounds.min}
          onClick={() => goToWeek(week - 1)}
        >
          <IconChevronLeft size={16} aria-hidden />
        </ActionIcon>
        <Text fw={600} miw={150} ta="center" aria-live="polite">
          {weekName(builder.shape, week)}
        </Text>
        <ActionIcon
          variant="default"
          aria-label={t.nextWeek}
          disabled={week >= bounds.max}
          onClick={() => goToWeek(week + 1)}
        >
          <IconChevronRight size={16} aria-hidden />
        </ActionIcon>
        {builder.shape.kind === 'dated' && week !== current && (
          <Button variant="subtle" size="xs" onClick={() => goToWeek(current)}>
            {t.thisWeek}
          </Button>
        )}
      </Group>
      <Group gap="sm">
        <TrackFilter />
        <SaveStatusText />
        {builder.mode === 'build' && (
          <>
            <Button variant="default" size="xs" onClick={model.selectWeek}>
              {dayTexts.selectWeek}
            </Button>
            <Tooltip label={t.undoHint}>
              <Button
                variant="default"
                size="xs"
                leftSection={<IconArrowBackUp size={14} aria-hidden />}
                disabled={history.length === 0}
                aria-keyshortcuts="Control+Z Meta+Z"
                onClick={() => builder.store.undo()}
              >
                {t.undo}
              </Button>
            </Tooltip>
          </>
        )}
        <SegmentedControl
          size="xs"
          aria-label={t.mode}
          value={builder.mode}
          onChange={(mode) => model.setMode(mode as BuilderMode)}
          data={[
            { value: 'build', label: t.buildMode },
            { value: 'review', label: t.reviewMode },
          ]}
        />
      </Group>
    </Group>
  );
}
