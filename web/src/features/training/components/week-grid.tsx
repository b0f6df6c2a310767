import { memo } from 'react';
import { Box, SimpleGrid } from '@mantine/core';
import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { blockTitle } from '../model/block-summary';
import { dayName } from '../model/calendar-labels';
import { moveBlock } from '../model/schedule-edits';
import { dropPlace } from '../model/drop-place';
import { dragTexts as t } from '../schedule.messages';
import { useBuilder, useSchedule } from './builder-context';
import { DayColumn } from './day-column';

type Props = {
  /** The days shown: the week's seven, or one on a phone. */
  ids: readonly string[];
  today: string;
};

/**
 * A day renders again only when its own content (or the builder around it) changes: a change to
 * one day, or a neighbouring week read into the working copy, leaves the other days as they are.
 */
const Day = memo(DayColumn);

/** The week (or the day on a phone): blocks move within and between days by drag and drop. */
export function WeekGrid({ ids, today }: Props) {
  const { store, change } = useBuilder();
  const { days } = useSchedule();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const describe = (key: string | number) => {
    for (const [id, day] of Object.entries(store.get().days)) {
      const block = day.blocks.find((item) => item.key === key);
      if (block) return { title: blockTitle(block), day: dayName(day.key), id };
    }
    return null;
  };
  const place = (overId: string | number | undefined) => {
    if (overId === undefined) return '';
    const block = describe(overId);
    if (block) return t.overBlock(block.title, block.day);
    const day = store.get().days[String(overId).replace(/^day:/, '')];
    return day ? t.overDay(dayName(day.key)) : '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t.picked(describe(active.id)?.title ?? ''),
    onDragOver: ({ active, over }) => t.moving(describe(active.id)?.title ?? '', place(over?.id)),
    onDragEnd: ({ active, over }) =>
      over ? t.dropped(describe(active.id)?.title ?? '', place(over.id)) : t.cancelled,
    onDragCancel: () => t.cancelled,
  };

  function onDragEnd(event: DragEndEvent) {
    const from = (event.active.data.current as { dayId?: string } | undefined)?.dayId;
    const to = dropPlace(event.over, store.get().days);
    if (!from || !to) return;
    change(moveBlock(store.get().days, { id: from, blockKey: String(event.active.id) }, to));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t.instructions } }}
    >
      <SimpleGrid cols={ids.length} spacing={6}>
        {ids.map((id) => {
          const day = days[id];
          return day ? <Day key={id} id={id} day={day} today={id === today} /> : <Box key={id} />;
        })}
      </SimpleGrid>
    </DndContext>
  );
}
