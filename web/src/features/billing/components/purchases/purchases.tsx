import { useState } from 'react';
import { Alert, Center, Loader, Stack, Title } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import type { MyProgramCard } from '@forma/contract/purchase/purchase.schemas';
import { ConfirmModal } from '../../../../components/feedback/confirm-modal';
import { showAlert } from '../../../../components/feedback/show-alert';
import { EmptyState } from '../../../../components/layout/empty-state';
import { sharedTexts } from '../../../../lib/messages';
import { showDayMonth } from '../../../../lib/show-day';
import {
  useCancelSubscription,
  usePurchases,
  useResumeSubscription,
} from '../../api/get-purchases';
import { billingTexts, purchasesTexts as t } from '../../billing.messages';
import { KeepBillingModal } from './keep-billing-modal';
import { PurchasesTable } from './purchases-table';
import { SwitchPriceModal } from './switch-price-modal';

/** The purchases tab (spec 2.10): the client's paid programs and their subscriptions. */
export function Purchases() {
  const purchases = usePurchases();
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const [cancelling, setCancelling] = useState<MyProgramCard | null>(null);
  const [switching, setSwitching] = useState<MyProgramCard | null>(null);
  const [keeping, setKeeping] = useState<MyProgramCard | null>(null);

  const confirmCancel = () =>
    cancelling &&
    cancel.mutate(cancelling.plan.id, {
      onSuccess: (answer) => {
        showAlert('congrats', answer.notice || t.cancelled);
        setCancelling(null);
      },
    });

  const resumeSubscription = (card: MyProgramCard) =>
    resume.mutate(card.plan.id, {
      onSuccess: (answer) => showAlert('congrats', answer.notice || t.resumed),
    });

  const end = cancelling?.membership.end_date ?? null;
  return (
    <Stack gap="md">
      <Title order={2} fz="lg">
        {t.heading}
      </Title>
      {purchases.isPending ? (
        <Center py="xl">
          <Loader role="progressbar" aria-label={sharedTexts.loading} />
        </Center>
      ) : purchases.isError ? (
        <Alert color="red" role="alert">
          {billingTexts.loadFailed}
        </Alert>
      ) : purchases.data.length === 0 ? (
        <EmptyState
          icon={<IconReceipt size={32} />}
          title={t.emptyTitle}
          description={t.emptyBody}
        />
      ) : (
        <PurchasesTable
          rows={purchases.data}
          resumingPlanId={resume.isPending ? (resume.variables ?? null) : null}
          onCancel={setCancelling}
          onResume={resumeSubscription}
          onSwitch={setSwitching}
          onKeepBilling={setKeeping}
        />
      )}
      <ConfirmModal
        opened={cancelling !== null}
        title={t.cancelTitle}
        body={cancelling ? t.cancelBody(cancelling.plan.title, end ? showDayMonth(end) : null) : ''}
        confirmLabel={t.cancelConfirm}
        cancelLabel={t.keep}
        busy={cancel.isPending}
        onConfirm={confirmCancel}
        onClose={() => setCancelling(null)}
      />
      <SwitchPriceModal card={switching} onClose={() => setSwitching(null)} />
      <KeepBillingModal card={keeping} onClose={() => setKeeping(null)} />
    </Stack>
  );
}
