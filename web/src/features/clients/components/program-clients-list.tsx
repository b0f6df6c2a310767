import { Alert, Group, Loader, Pagination } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useSearchParams } from '../../../lib/router';
import type { ClientList } from '@forma/contract/clients/clients.schemas';
import type { CoachPlan } from '@forma/contract/programs/programs.schemas';
import { EmptyState } from '../../../components/layout/empty-state';
import { usePlanClients } from '../api/plan-clients';
import { clientsTexts as c } from '../clients.messages';
import { ClientsTable } from './clients-table';
import { useClientActions } from './use-client-actions';
import { sharedTexts } from '../../../lib/messages';

/** One list of the program's clients (spec 2.4): its table, pages and row actions. */
export function ProgramClientsList({ plan, list }: { plan: CoachPlan; list: ClientList }) {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const clients = usePlanClients(plan.id, list, page);
  const { onAction, modals } = useClientActions(plan);
  if (clients.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader role="progressbar" aria-label={sharedTexts.loading} />
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
        <ClientsTable
          rows={items}
          list={list}
          planType={plan.plan_type}
          tracks={plan.tracks}
          onAction={onAction}
        />
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
