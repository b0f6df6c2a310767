import { useState } from 'react';
import { Alert, Group, Loader, Pagination, SimpleGrid, Stack, Tabs } from '@mantine/core';
import { IconBarbell } from '@tabler/icons-react';
import { useNavigate } from '../../../lib/router';
import type { MyProgramCard, MyProgramsList } from '@forma/contract/purchase/purchase.schemas';
import { purchaseNotices, myProgramsTexts as c } from '../purchase.messages';
import { pathTo } from '../../../lib/routes/paths';
import type { RouteName } from '../../../lib/routes/route-paths';
import { useCurrentRoute } from '../../../lib/routes/use-current-route';
import { showAlert } from '../../../components/feedback/show-alert';
import { EmptyState } from '../../../components/layout/empty-state';
import { PageContainer } from '../../../components/layout/page-container';
import { useMyPrograms, useUnsubscribePlan } from '../api/get-my-programs';
import { MyProgramCard as ProgramCard } from '../components/my-programs/my-program-card';
import { CancelProgramModal } from '../components/purchase-modals/cancel-program-modal';
import { RescheduleModal } from '../components/purchase-modals/reschedule-modal';

const TABS: { value: RouteName; label: string; list: MyProgramsList }[] = [
  { value: 'user_my_plans', label: c.tabs.active, list: 'active' },
  { value: 'user_my_past_plans', label: c.tabs.past, list: 'past' },
  { value: 'user_my_invites_plans', label: c.tabs.invites, list: 'invites' },
];

/** The client's 'My programs' (active, past, invites): a card grid (DECISIONS.md). */
export default function ClientMyProgramsPage() {
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const current = TABS.find((entry) => entry.value === route?.name) ?? TABS[0]!;
  const [page, setPage] = useState(1);
  const programs = useMyPrograms(current.list, page);
  const totalPages = programs.data?.pagination.total_pages ?? 1;
  const unsubscribe = useUnsubscribePlan();
  const [cancelling, setCancelling] = useState<MyProgramCard | null>(null);
  const [rescheduling, setRescheduling] = useState<MyProgramCard | null>(null);
  const items = programs.data?.items ?? [];

  const cancel = () =>
    cancelling &&
    unsubscribe.mutate(cancelling.plan.id, {
      onSuccess: (result) => {
        showAlert('congrats', result.notice || purchaseNotices.cancelled);
        setCancelling(null);
      },
    });

  return (
    <PageContainer title={c.title}>
      <Tabs
        value={current.value}
        onChange={(value) => {
          if (!value) return;
          setPage(1);
          void navigate(pathTo(value as RouteName));
        }}
      >
        <Tabs.List>
          {TABS.map((entry) => (
            <Tabs.Tab key={entry.value} value={entry.value}>
              {entry.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {programs.isPending ? (
        <Group justify="center" py="xl">
          <Loader />
        </Group>
      ) : programs.isError ? (
        <Alert color="red">{c.loadFailed}</Alert>
      ) : items.length === 0 ? (
        <EmptyState
          icon={<IconBarbell size={32} />}
          title={c.emptyTitle}
          description={c.emptyBody}
        />
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {items.map((card) => (
              <ProgramCard
                key={card.membership.id}
                card={card}
                onReschedule={() => setRescheduling(card)}
                onCancel={() => setCancelling(card)}
              />
            ))}
          </SimpleGrid>
          {totalPages > 1 && (
            <Group justify="center">
              <Pagination value={page} onChange={setPage} total={totalPages} />
            </Group>
          )}
        </Stack>
      )}
      <RescheduleModal
        plan={rescheduling ? rescheduling.plan : null}
        onClose={() => setRescheduling(null)}
      />
      <CancelProgramModal
        title={cancelling ? cancelling.plan.title : null}
        free={cancelling?.plan.plan_pricing !== 'paid'}
        busy={unsubscribe.isPending}
        onClose={() => setCancelling(null)}
        onConfirm={cancel}
      />
    </PageContainer>
  );
}
