import { Anchor, Button, Group, Stack } from '@mantine/core';
import { IconMail, IconPrinter } from '@tabler/icons-react';
import { pathTo } from '../../../lib/routes/paths';
import { showAlert } from '../../../components/feedback/show-alert';
import { PageContainer } from '../../../components/layout/page-container';
import { Link, useParams } from '../../../lib/router';
import { useEmailReceipt, useReceipt } from '../api/get-billing-history';
import { receiptTexts as t } from '../billing.messages';
import { QueryStatus } from '../components/query-status';
import { ReceiptView } from '../components/receipt/receipt-view';
import './receipt-print.css';

/** A payment's receipt (route billing_receipt): printable, and e-mailed on request. */
export default function ReceiptPage() {
  const { id = '' } = useParams();
  const receipt = useReceipt(id);
  const email = useEmailReceipt(id);
  const sendEmail = () =>
    email.mutate(undefined, { onSuccess: (answer) => showAlert('congrats', answer.message) });
  return (
    <PageContainer size="md" title={t.title}>
      <Stack gap="md" data-receipt>
        <Group justify="space-between" data-print-hidden>
          <Anchor component={Link} to={pathTo('billing_history')} size="sm">
            {t.back}
          </Anchor>
          {receipt.data && (
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconPrinter size={16} aria-hidden />}
                onClick={() => window.print()}
              >
                {t.print}
              </Button>
              <Button
                leftSection={<IconMail size={16} aria-hidden />}
                loading={email.isPending}
                onClick={sendEmail}
              >
                {t.email}
              </Button>
            </Group>
          )}
        </Group>
        <QueryStatus pending={receipt.isPending} failed={receipt.isError} failure={t.notFound}>
          {() => <ReceiptView receipt={receipt.data!} />}
        </QueryStatus>
      </Stack>
    </PageContainer>
  );
}
