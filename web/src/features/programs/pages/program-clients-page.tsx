import { Alert, Group, Loader, Pagination } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import type { ClientList } from '@forma/contract/programs/memberships.schemas';
import type { CoachPlan } from '@forma/contract/programs/programs.schemas';
import { useCurrentRoute } from '../../../app/use-current-route';
import { EmptyState } from '../../../components/layout/empty-state';
import { usePlanClients } from '../api/plan-clients';
import { ClientsTable } from '../components/program-view/clients-table';
import { listOfRoute } from '../components/program-view/program-sections';
import { ProgramViewFrame } from '../components/program-view/program-view-frame';
import { useClientActions } from '../components/program-view/use-client-actions';
import { clientsMessages as c } from '../program-clients-messages';

function ClientsList({ plan, list }: { plan: CoachPlan; list: ClientList }) {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const clients = usePlanClients(plan.id, list, page);
  const { onAction, modals } = useClientActions(plan.id);
  if (clients.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader role="progressbar" aria-label="Loading" />
      </Group>
    );
  }
  if (clients.isError) return <Alert color="red">{c.loadFailed}</Alert>;
  const { items, pagination } = clients.data;
  return (
    <>
      {items.length === 0 ? (
        <EmptyState
          icon={<IconUsers size={32} />}
          title={c.emptyTitle}
          description={c.empty[list]}
        />
      ) : (
        <ClientsTable rows={items} list={list} planType={plan.plan_type} onAction={onAction} />
      )}
      {pagination.total_pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pagination.total_pages}
            value={page}
            onChange={(next) => setSearch(next === 1 ? {} : { page: String(next) })}
          />
        </Group>
      )}
      {modals}
    </>
  );
}

/** The program's clients by tab (spec 2.4): active, in trial, scheduled, invites, past. */
export default function ProgramClientsPage() {
  const list = listOfRoute(useCurrentRoute()?.name);
  return (
    <ProgramViewFrame>
      {(plan) => <ClientsList key={list} plan={plan} list={list} />}
    </ProgramViewFrame>
  );
}
