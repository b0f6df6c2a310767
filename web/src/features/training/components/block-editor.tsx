import { useState } from 'react';
import { Button, Drawer, Group, Stack } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ExerciseOption } from '../api/exercise-source';
import { blockTitle } from '../model/block-summary';
import { addExercise, removeBlock, updateBlock } from '../model/schedule-edits';
import { newKey, startMetrics, type Days, type DraftBlock } from '../model/schedule-model';
import { blockTexts as t } from '../schedule.messages';
import { BlockFields } from './block-fields';
import { BlockTrackSelect } from './block-track-select';
import { useBuilder, useSchedule } from './builder-context';
import { ExerciseList } from './exercise-list';
import { ExercisePicker } from './exercise-picker';

/** The block wherever it is now (drag and drop may have moved it while open). */
function findBlock(days: Days, blockKey: string): { dayId: string; block: DraftBlock } | null {
  for (const [dayId, day] of Object.entries(days)) {
    const block = day.blocks.find((item) => item.key === blockKey);
    if (block) return { dayId, block };
  }
  return null;
}

type Props = { blockKey: string | null; onClose: () => void };

/** Editing a block in a side drawer; each field is saved as the coach leaves it. */
export function BlockEditor({ blockKey, onClose }: Props) {
  const { store, change } = useBuilder();
  const { days } = useSchedule();
  const [picking, setPicking] = useState(false);
  const found = blockKey ? findBlock(days, blockKey) : null;

  const close = () => {
    setPicking(false);
    onClose();
  };
  const pick = (exercise: ExerciseOption) => {
    if (!found) return;
    const added = change(
      addExercise(store.get().days, found.dayId, found.block.key, {
        key: newKey(),
        exercise: {
          id: exercise.id,
          name: exercise.name,
          category: exercise.category,
          archived: exercise.archived ?? false,
        },
        superset: null,
        notes: '',
        sets: [{}],
        metrics: startMetrics(exercise.category, exercise.default_metrics),
      }),
    );
    if (added) setPicking(false);
  };

  return (
    <Drawer
      opened={found !== null}
      onClose={close}
      position="right"
      size="lg"
      title={found ? `${t.kinds[found.block.kind]}: ${blockTitle(found.block)}` : ''}
    >
      {found && (
        <Stack gap="md">
          <BlockFields
            block={found.block}
            onChange={(next) =>
              change(updateBlock(store.get().days, found.dayId, found.block.key, next))
            }
          />
          <BlockTrackSelect
            block={found.block}
            onChange={(trackId) =>
              change(
                updateBlock(store.get().days, found.dayId, found.block.key, (block) => ({
                  ...block,
                  track_id: trackId,
                })),
              )
            }
          />
          {(found.block.kind === 'training' || found.block.kind === 'sets') && (
            <Stack gap="xs">
              <ExerciseList dayId={found.dayId} block={found.block} />
              {picking ? (
                <ExercisePicker onPick={pick} />
              ) : (
                <Button
                  variant="light"
                  leftSection={<IconPlus size={14} />}
                  onClick={() => setPicking(true)}
                >
                  {t.addExercise}
                </Button>
              )}
            </Stack>
          )}
          <Group justify="space-between">
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={() => {
                change(removeBlock(store.get().days, found.dayId, found.block.key));
                close();
              }}
            >
              {t.remove}
            </Button>
            <Button onClick={close}>{t.close}</Button>
          </Group>
        </Stack>
      )}
    </Drawer>
  );
}
