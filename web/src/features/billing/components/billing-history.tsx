import { useState } from 'react';
import { Group, Pagination, Stack, Title } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { EmptyState } from '../../../components/layout/empty-state';
import { useBillingHistory } from '../api/get-billing-history';
import { billingTexts, historyTexts as t } from '../billing.messages';
import { HistoryTable } from './history/history-table';
import { QueryStatus } from './query-status';

/** The history tab: every payment of the client's programs, newest first, with its receipt. */
export function BillingHistory() {
  const [page, setPage] = useState(1);
  const history = useBillingHistory(page);
  const totalPages = history.data?.pagination.total_pages ?? 1;
  return (
    <Stack gap="md">
      <Title order={2} fz="lg">
        {t.heading}
      </Title>
      <QueryStatus
        pending={history.isPending}
        failed={history.isError}
        failure={billingTexts.loadFailed}
      >
        {() =>
          history.data!.items.length === 0 ? (
            <EmptyState
              icon={<IconReceipt size={32} />}
              title={t.emptyTitle}
              description={t.emptyBody}
            />
          ) : (
            <>
              <HistoryTable rows={history.data!.items} />
              {totalPages > 1 && (
                <Group justify="center">
                  <Pagination value={page} onChange={setPage} total={totalPages} />
                </Group>
              )}
            </>
          )
        }
      </QueryStatus>
    </Stack>
  );
}
