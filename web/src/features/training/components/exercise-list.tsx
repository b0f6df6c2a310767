import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconGripVertical, IconLink, IconUnlink, IconX } from '@tabler/icons-react';
import { moveExercise, removeExercise, updateBlock, updateExercise } from '../model/schedule-edits';
import type { DraftBlock, DraftExercise } from '../model/schedule-model';
import { linkedWithNext, toggleSupersetLink } from '../model/supersets';
import { blockTexts, exerciseTexts as t } from '../schedule.messages';
import { useBuilder } from './builder-context';
import { CommitText } from './commit-text';
import { SetsTable } from './sets-table';

type Props = { dayId: string; block: DraftBlock };

/** A training block's exercises in order: drag to reorder, connect neighbours as supersets. */
export function ExerciseList({ dayId, block }: Props) {
  const { store, change, mode, professional, askUpgrade } = useBuilder();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = block.exercises.map((item) => item.key);

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = keys.indexOf(String(active.id));
    const to = keys.indexOf(String(over.id));
    if (from >= 0 && to >= 0) change(moveExercise(store.get().days, dayId, block.key, from, to));
  }
  const toggleLink = (index: number) => {
    if (!professional) return askUpgrade(t.supersetsNeedPro);
    change(
      updateBlock(store.get().days, dayId, block.key, (current) => ({
        ...current,
        exercises: toggleSupersetLink(current.exercises, index),
      })),
    );
  };

  if (block.exercises.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {blockTexts.noExercises}
      </Text>
    );
  }
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        <Stack gap={0}>
          {block.exercises.map((item, index) => (
            <div key={item.key}>
              <ExerciseItem dayId={dayId} blockKey={block.key} item={item} />
              {index < block.exercises.length - 1 && mode === 'build' && (
                <Group justify="center" py={2}>
                  <Tooltip
                    label={
                      linkedWithNext(block.exercises, index) ? t.supersetUnlink : t.supersetLink
                    }
                  >
                    <ActionIcon
                      size="sm"
                      variant={linkedWithNext(block.exercises, index) ? 'filled' : 'subtle'}
                      color={linkedWithNext(block.exercises, index) ? undefined : 'gray'}
                      aria-label={t.supersetPair(
                        item.exercise.name,
                        block.exercises[index + 1]!.exercise.name,
                      )}
                      aria-pressed={linkedWithNext(block.exercises, index)}
                      onClick={() => toggleLink(index)}
                    >
                      {linkedWithNext(block.exercises, index) ? (
                        <IconLink size={14} aria-hidden />
                      ) : (
                        <IconUnlink size={14} aria-hidden />
                      )}
                    </ActionIcon>
                  </Tooltip>
                </Group>
              )}
            </div>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

function ExerciseItem({
  dayId,
  blockKey,
  item,
}: {
  dayId: string;
  blockKey: string;
  item: DraftExercise;
}) {
  const { store, change, mode } = useBuilder();
  const building = mode === 'build';
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } =
    useSortable({ id: item.key, disabled: !building });
  const name = item.exercise.name;
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="sm"
      p="xs"
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <Group gap={4} wrap="nowrap" mb={4}>
        {building && (
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            size="sm"
            {...attributes}
            {...listeners}
            aria-label={t.moveExercise(name)}
            style={{ cursor: 'grab', touchAction: 'none' }}
          >
            <IconGripVertical size={14} aria-hidden />
          </ActionIcon>
        )}
        <Text fw={600} size="sm" style={{ flex: 1 }}>
          {name}
        </Text>
        {item.superset !== null && (
          <Badge size="xs" variant="light">
            {t.supersetBadge(item.superset)}
          </Badge>
        )}
        {item.exercise.archived && (
          <Badge size="xs" color="gray" variant="light">
            {t.archived}
          </Badge>
        )}
        {building && (
          <ActionIcon
            size="sm"
            variant="subtle"
            color="gray"
            aria-label={t.removeExercise(name)}
            onClick={() => change(removeExercise(store.get().days, dayId, blockKey, item.key))}
          >
            <IconX size={14} aria-hidden />
          </ActionIcon>
        )}
      </Group>
      <SetsTable dayId={dayId} blockKey={blockKey} item={item} />
      {building ? (
        <CommitText
          mt={4}
          size="xs"
          label={t.notes}
          value={item.notes}
          maxLength={2000}
          onCommit={(notes) =>
            change(
              updateExercise(store.get().days, dayId, blockKey, item.key, (each) => ({
                ...each,
                notes,
              })),
            )
          }
        />
      ) : (
        item.notes && (
          <Text size="xs" c="dimmed" mt={4}>
            {item.notes}
          </Text>
        )
      )}
    </Paper>
  );
}
