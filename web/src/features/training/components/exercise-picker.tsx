import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { mayEditExercises, type ExerciseLibrary } from '@forma/contract/exercises/exercises.rules';
import { useSession } from '../../../lib/session/use-session';
import { useAppConfig } from '../../auth';
import { exerciseLabels } from '../../exercises';
import type { ExerciseOption } from '../api/exercise-source';
import { exerciseTexts, pickerTexts as t } from '../schedule.messages';
import { useBuilder } from './builder-context';
import { NewExerciseForm } from './new-exercise-form';

/** The exercise sidebar (spec 2.6): search the libraries, or create a new exercise. */
export function ExercisePicker({ onPick }: { onPick: (exercise: ExerciseOption) => void }) {
  const { exercises, askUpgrade } = useBuilder();
  // Spec 6: creating exercises is PROFESSIONAL (or trial), never on Starter.
  const mayCreate = mayEditExercises(useSession()?.me.current.subscription ?? null);
  const config = useAppConfig();
  const [library, setLibrary] = useState<ExerciseLibrary>('product');
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [debounced] = useDebouncedValue(search, 250);
  const results = useQuery({
    queryKey: ['training', 'exercise-search', library, debounced],
    queryFn: () => exercises.search({ search: debounced, library }),
    staleTime: 60_000,
  });

  if (creating) {
    return (
      <NewExerciseForm
        initialName={search}
        onCreated={(exercise) => {
          setCreating(false);
          onPick(exercise);
        }}
        onCancel={() => setCreating(false)}
      />
    );
  }
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t.title}
        </Text>
        <SegmentedControl
          size="xs"
          aria-label={t.library}
          value={library}
          onChange={(value) => setLibrary(value as ExerciseLibrary)}
          data={[
            { value: 'product', label: t.productLibrary(config.data?.product_name ?? '') },
            { value: 'mine', label: t.myLibrary },
          ]}
        />
        <TextInput
          aria-label={t.search}
          placeholder={t.search}
          leftSection={<IconSearch size={14} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-autofocus
        />
        {results.isPending ? (
          <Group justify="center">
            <Loader size="sm" role="progressbar" aria-label={t.loading} />
          </Group>
        ) : results.isError ? (
          <Alert color="red">{t.failed}</Alert>
        ) : results.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t.none}
          </Text>
        ) : (
          <Stack gap={2} mah={280} style={{ overflowY: 'auto' }}>
            {results.data.map((exercise) => (
              <UnstyledButton
                key={exercise.id}
                onClick={() => onPick(exercise)}
                px="xs"
                py={4}
                style={{ borderRadius: 'var(--mantine-radius-sm)' }}
              >
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm">{exercise.name}</Text>
                  <Text size="xs" c="dimmed">
                    {exerciseLabels.category[exercise.category]}
                  </Text>
                </Group>
              </UnstyledButton>
            ))}
          </Stack>
        )}
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() =>
            mayCreate ? setCreating(true) : askUpgrade(exerciseTexts.exercisesNeedPro)
          }
        >
          {t.createNew}
        </Button>
      </Stack>
    </Paper>
  );
}
