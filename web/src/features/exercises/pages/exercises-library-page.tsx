import { useState } from 'react';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Paper,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBarbell, IconPlus, IconSearch } from '@tabler/icons-react';
import {
  mayEditExercises,
  type EquipmentKind,
  type ExerciseLibrary,
  type MetricCategory,
  type MuscleGroup,
} from '@forma/contract/exercises/exercises.rules';
import type { Exercise } from '@forma/contract/exercises/exercises.schemas';
import { useSession } from '../../../lib/session/use-session';
import { ConfirmModal } from '../../../components/feedback/confirm-modal';
import { showAlert } from '../../../components/feedback/show-alert';
import { PageFilter, type PageFilterValues } from '../../../components/filters/page-filter';
import { EmptyState } from '../../../components/layout/empty-state';
import { PageContainer } from '../../../components/layout/page-container';
import { useAppConfig } from '../../auth';
import { useExercises } from '../api/get-exercises';
import { useDeleteExercise } from '../api/save-exercise';
import { ExerciseDetailsModal } from '../components/exercise-details-modal';
import { ExerciseFormModal } from '../components/exercise-form-modal';
import { ExerciseUpgradeModal } from '../components/exercise-upgrade-modal';
import { ExercisesTable, type ExerciseAction } from '../components/exercises-table';
import { useExerciseFilters } from '../components/use-exercise-filters';
import { exercisesTexts as t } from '../exercises.messages';

const NO_FILTERS: PageFilterValues = { category: '', muscle_group: '', equipment: '' };

/**
 * my_exercises_library (/coach/exercises/library, spec 2.12): My Library and the product
 * library, searched (trimmed, 300 ms), filtered and paged by the server. Creating and editing
 * need PROFESSIONAL; others meet the upgrade prompt instead of the form.
 */
export default function ExercisesLibraryPage() {
  const session = useSession();
  const config = useAppConfig();
  const canEdit = mayEditExercises(session?.me.current.subscription ?? null);
  const filterDefs = useExerciseFilters();
  const [library, setLibrary] = useState<ExerciseLibrary>('mine');
  const [search, setSearch] = useState('');
  const [searchTerm] = useDebouncedValue(search.trim(), 300);
  const [filters, setFilters] = useState<PageFilterValues>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [form, setForm] = useState<{ exercise: Exercise | null } | null>(null);
  const [upgrade, setUpgrade] = useState(false);
  const [viewing, setViewing] = useState<Exercise | null>(null);
  const [deleting, setDeleting] = useState<Exercise | null>(null);
  const remove = useDeleteExercise();
  const list = useExercises({
    library,
    page,
    search: searchTerm,
    category: (filters.category || undefined) as MetricCategory | undefined,
    muscle_group: (filters.muscle_group || undefined) as MuscleGroup | undefined,
    equipment: (filters.equipment || undefined) as EquipmentKind | undefined,
  });

  const openForm = (exercise: Exercise | null) =>
    canEdit ? setForm({ exercise }) : setUpgrade(true);
  const onAction = (exercise: Exercise, action: ExerciseAction) => {
    if (action === 'view') setViewing(exercise);
    else if (!canEdit) setUpgrade(true);
    else if (action === 'edit') setForm({ exercise });
    else setDeleting(exercise);
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => showAlert('congrats', t.deleted),
      onSettled: () => setDeleting(null),
    });
  };

  const items = list.data?.items ?? [];
  const narrowed = Boolean(searchTerm) || Object.values(filters).some(Boolean);
  const totalPages = list.data?.pagination.total_pages ?? 1;

  return (
    <PageContainer
      title={t.pageTitle}
      actions={
        <Button leftSection={<IconPlus size={18} />} onClick={() => openForm(null)}>
          {t.newExercise}
        </Button>
      }
    >
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Tabs
            value={library}
            onChange={(value) => {
              if (!value) return;
              setLibrary(value as ExerciseLibrary);
              setPage(1);
            }}
          >
            <Tabs.List>
              <Tabs.Tab value="mine">{t.myLibrary}</Tabs.Tab>
              <Tabs.Tab value="product">
                {t.productLibrary(config.data?.product_name ?? '')}
              </Tabs.Tab>
            </Tabs.List>
          </Tabs>
          <Group gap="sm" wrap="wrap">
            <TextInput
              flex={1}
              miw={180}
              type="search"
              aria-label={t.search}
              placeholder={t.search}
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setPage(1);
              }}
            />
            <PageFilter
              filters={filterDefs}
              values={filters}
              onChange={(values) => {
                setFilters(values);
                setPage(1);
              }}
            />
          </Group>
          {list.isPending ? (
            <Center py="xl">
              <Loader role="progressbar" aria-label={t.listLabel} />
            </Center>
          ) : list.isError ? (
            <Alert color="red">{t.loadFailed}</Alert>
          ) : items.length === 0 && library === 'mine' && !narrowed ? (
            <EmptyState
              icon={<IconBarbell size={32} />}
              title={t.emptyMineTitle}
              description={t.emptyMineBody}
              action={
                <Group justify="center">
                  <Button
                    mt="sm"
                    leftSection={<IconPlus size={18} />}
                    onClick={() => openForm(null)}
                  >
                    {t.newExercise}
                  </Button>
                </Group>
              }
            />
          ) : items.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg">
              {t.noResults}
            </Text>
          ) : (
            <ExercisesTable rows={items} onAction={onAction} />
          )}
          {totalPages > 1 && (
            <Group justify="center">
              <Pagination value={page} onChange={setPage} total={totalPages} />
            </Group>
          )}
        </Stack>
      </Paper>

      {form && (
        <ExerciseFormModal
          exercise={form.exercise}
          onClose={() => setForm(null)}
          onRestricted={() => {
            setForm(null);
            setUpgrade(true);
          }}
        />
      )}
      <ExerciseUpgradeModal opened={upgrade} onClose={() => setUpgrade(false)} />
      <ExerciseDetailsModal exercise={viewing} onClose={() => setViewing(null)} />
      <ConfirmModal
        opened={deleting !== null}
        title={t.deleteTitle}
        body={deleting ? t.deleteBody(deleting.name) : ''}
        confirmLabel={t.delete}
        cancelLabel={t.cancel}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
        busy={remove.isPending}
      />
    </PageContainer>
  );
}
