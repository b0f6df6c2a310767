import { Tabs } from '@mantine/core';
import { IconBarbell } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { pathTo } from '../../../app/paths';
import type { RouteName } from '../../../app/route-table';
import { useCurrentRoute } from '../../../app/use-current-route';
import { EmptyState } from '../../../components/layout/empty-state';
import { PageContainer } from '../../../components/layout/page-container';
import { programsMessages as m } from '../../../lib/messages';

const TABS: { value: RouteName; label: string }[] = [
  { value: 'user_my_plans', label: m.active },
  { value: 'user_my_past_plans', label: m.past },
  { value: 'user_my_invites_plans', label: m.invites },
];

/** The client's 'My programs' (active, past, invites). The programs area replaces the list with its cards. */
export default function ClientMyProgramsPage() {
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const tab = TABS.find((entry) => entry.value === route?.name)?.value ?? 'user_my_plans';
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
      <EmptyState
        icon={<IconBarbell size={32} />}
        title={m.clientEmptyTitle}
        description={m.clientEmptyBody}
      />
    </PageContainer>
  );
}
