import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Image,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
} from '@mantine/core';
import { IconBarbell } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import type { MyProgramCard, MyProgramsList } from '@forma/contract/programs/memberships.schemas';
import { publicPlanPath } from '@forma/contract/programs/programs.rules';
import { pathTo } from '../../../app/paths';
import type { RouteName } from '../../../app/route-table';
import { useCurrentRoute } from '../../../app/use-current-route';
import { EmptyState } from '../../../components/layout/empty-state';
import { PageContainer } from '../../../components/layout/page-container';
import { showAlert } from '../../../components/feedback/show-alert';
import { programsMessages as m } from '../../../lib/messages';
import { useMyPrograms, useUnsubscribePlan } from '../api/get-my-programs';
import { statusColor } from '../components/status-colour';
import { myProgramsMessages as c } from '../public-plan-messages';

const TABS: { value: RouteName; label: string; list: MyProgramsList }[] = [
  { value: 'user_my_plans', label: m.active, list: 'active' },
  { value: 'user_my_past_plans', label: m.past, list: 'past' },
  { value: 'user_my_invites_plans', label: m.invites, list: 'invites' },
];

function mainActionTarget(card: MyProgramCard): string {
  return card.main_action === 'calendar' ? pathTo('calendar') : publicPlanPath(card.plan);
}

function ProgramCard({ card, onCancel }: { card: MyProgramCard; onCancel: () => void }) {
  const cover = card.plan.cover?.normal ?? null;
  return (
    <Card withBorder radius="md" padding="md" aria-label={card.plan.title}>
      <Card.Section>
        {cover ? (
          <Image src={cover} alt="" h={140} fit="cover" />
        ) : (
          <div style={{ height: 140, background: card.plan.color }} />
        )}
      </Card.Section>
      <Stack gap={6} mt="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} lineClamp={2}>
            {card.plan.title}
          </Text>
          <Badge color={statusColor(card.badge.colour)} variant="light">
            {card.badge.label}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {card.plan.coach.full_name} · {card.plan.plan_type_label}
        </Text>
        <Group mt="sm" gap="xs">
          <Button component={Link} to={mainActionTarget(card)} size="sm">
            {c.actions[card.main_action]}
          </Button>
          {card.can_cancel && card.plan.plan_pricing === 'free' && (
            <Button variant="subtle" color="red" size="sm" onClick={onCancel}>
              {c.cancel}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/** The client's 'My programs' (active, past, invites): a card grid (DECISIONS.md). */
export default function ClientMyProgramsPage() {
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const current = TABS.find((entry) => entry.value === route?.name) ?? TABS[0]!;
  const tab = current.value;
  const programs = useMyPrograms(current.list);
  const unsubscribe = useUnsubscribePlan();
  const [cancelling, setCancelling] = useState<MyProgramCard | null>(null);
  const items = programs.data?.items ?? [];
  return (
    <PageContainer title={m.clientTitle}>
      <Tabs value={tab} onChange={(value) => value && void navigate(pathTo(value as RouteName))}>
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
          title={m.clientEmptyTitle}
          description={m.clientEmptyBody}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {items.map((card) => (
            <ProgramCard
              key={card.membership.id}
              card={card}
              onCancel={() => setCancelling(card)}
            />
          ))}
        </SimpleGrid>
      )}
      <Modal opened={cancelling !== null} onClose={() => setCancelling(null)} title={c.cancelTitle}>
        <Stack>
          <Text>{cancelling ? c.cancelBody(cancelling.plan.title) : ''}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setCancelling(null)}>
              {c.no}
            </Button>
            <Button
              color="red"
              loading={unsubscribe.isPending}
              onClick={() =>
                cancelling &&
                unsubscribe.mutate(cancelling.plan.id, {
                  onSuccess: (result) => {
                    showAlert('congrats', result.notice);
                    setCancelling(null);
                  },
                })
              }
            >
              {c.yes}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </PageContainer>
  );
}
