import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Pagination,
  Stack,
  Tabs,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconBarbell,
  IconPlayerPlay,
  IconPlus,
  IconSearch,
  IconSparkles,
} from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from '../../../lib/router';
import { pathTo } from '../../../lib/routes/paths';
import { useModalTurn } from '../../../lib/modal-turns';
import { useCurrentRoute } from '../../../lib/routes/use-current-route';
import { EmptyState } from '../../../components/layout/empty-state';
import { PageContainer } from '../../../components/layout/page-container';
import { externalLinks } from '../../../lib/external-links';
import { showAlert } from '../../../components/feedback/show-alert';
import { programsListTexts as m, welcomeTexts as w } from '../programs.messages';
import { usePlans } from '../api/get-plans';
import { usePlanAction, type PlanRowAction } from '../api/plan-actions';
import { ChooseProgramTypeModal } from '../components/choose-program-type-modal';
import { ProgramsTable } from '../components/programs-table';

/** The welcome popup of /coach/programs/active/ready (DECISIONS.md). */
function WelcomeModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} size="md">
      <Stack align="center" ta="center" gap="sm" pb="sm">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconSparkles size={32} />
        </ThemeIcon>
        <Title order={2} fz={24}>
          {w.title}
        </Title>
        <Text c="dimmed">{w.body}</Text>
        <Stack w="100%" gap="xs" mt="sm">
          <Button
            component={Link}
            to={pathTo('create_plan_choose_type')}
            size="md"
            leftSection={<IconPlus size={18} />}
          >
            {w.createFirstProgram}
          </Button>
          <Button
            component="a"
            href={externalLinks.demoVideos}
            target="_blank"
            rel="noreferrer"
            size="md"
            variant="default"
            leftSection={<IconPlayerPlay size={18} />}
          >
            {w.watchTour}
          </Button>
        </Stack>
      </Stack>
    </Modal>
  );
}

/** my_plans (Programs, active and attention tabs): the programs table of spec 2.2. */
export default function MyPlansPage() {
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const tab = route?.name === 'my_plans_attention' ? 'attention' : 'active';
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const plans = usePlans({ tab, page, q });
  const action = usePlanAction();

  // create_plan_choose_type redirects here with choose_program_type=true (spec 2.1).
  const choosingType = query.get('choose_program_type') === 'true';
  // Both open from the address (a new coach lands with one of them), so they take turns.
  const chooseTurn = useModalTurn(choosingType);
  const welcomeTurn = useModalTurn(route?.name === 'my_plans_active_ready');
  const closeChooseType = () =>
    setQuery(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('choose_program_type');
        return next;
      },
      { replace: true },
    );

  const onAction = (row: { id: number }, kind: PlanRowAction) =>
    action.mutate(
      { id: row.id, action: kind },
      { onSuccess: () => showAlert('congrats', m.done[kind]) },
    );

  const counts = plans.data?.counts;
  const items = plans.data?.items ?? [];
  const noProgramsAtAll =
    plans.isSuccess && !q && counts?.active === 0 && counts.attention === 0 && items.length === 0;

  return (
    <PageContainer
      title={m.title}
      actions={
        <Button
          component={Link}
          to={pathTo('create_plan_main_info')}
          leftSection={<IconPlus size={18} />}
        >
          {m.newProgram}
        </Button>
      }
    >
      <Tabs
        value={tab}
        onChange={(value) => {
          setPage(1);
          void navigate(
            value === 'attention' ? pathTo('my_plans_attention') : pathTo('my_plans_active'),
          );
        }}
      >
        <Tabs.List>
          <Tabs.Tab
            value="active"
            rightSection={
              counts ? (
                <Badge size="sm" variant="light">
                  {counts.active}
                </Badge>
              ) : null
            }
          >
            {m.active}
          </Tabs.Tab>
          <Tabs.Tab
            value="attention"
            rightSection={
              counts ? (
                <Badge size="sm" variant="light" color={counts.attention > 0 ? 'orange' : 'gray'}>
                  {counts.attention}
                </Badge>
              ) : null
            }
          >
            {m.attention}
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {plans.isPending ? (
        <Group justify="center" py="xl">
          <Loader />
        </Group>
      ) : plans.isError ? (
        <Alert color="red">{m.loadFailed}</Alert>
      ) : noProgramsAtAll ? (
        <EmptyState
          icon={<IconBarbell size={32} />}
          title={m.emptyTitle}
          description={m.emptyBody}
          action={
            <Group justify="center">
              <Button
                component={Link}
                to={pathTo('create_plan_main_info')}
                mt="sm"
                leftSection={<IconPlus size={18} />}
              >
                {m.emptyTitle}
              </Button>
            </Group>
          }
        />
      ) : (
        <Stack gap="md">
          <TextInput
            aria-label={m.search}
            placeholder={m.search}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            maw={360}
          />
          {items.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg">
              {q ? m.noResults : tab === 'attention' ? m.attentionEmpty : m.noResults}
            </Text>
          ) : (
            <ProgramsTable rows={items} onAction={onAction} busy={action.isPending} />
          )}
          {(plans.data?.pagination.total_pages ?? 1) > 1 && (
            <Group justify="center">
              <Pagination
                value={page}
                onChange={setPage}
                total={plans.data?.pagination.total_pages ?? 1}
              />
            </Group>
          )}
        </Stack>
      )}
      <ChooseProgramTypeModal opened={chooseTurn} onClose={closeChooseType} />
      <WelcomeModal
        opened={welcomeTurn}
        onClose={() => void navigate(pathTo('my_plans_active'), { replace: true })}
      />
    </PageContainer>
  );
}
