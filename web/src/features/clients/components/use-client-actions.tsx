import { useState } from 'react';
import type { ProgramClientRow } from '@forma/contract/clients/clients.schemas';
import type { CoachPlan } from '@forma/contract/programs/programs.schemas';
import { showAlert } from '../../../components/feedback/show-alert';
import { ConfirmModal } from '../../../components/feedback/confirm-modal';
import { serverErrorMessage } from '../../../components/forms/server-errors';
import { useClientRowAction, type ClientRowAction } from '../api/plan-clients';
import { clientsTexts as c } from '../clients.messages';
import type { ClientRowActionKind } from './client-columns';
import { ClientTracksModal } from './client-tracks-modal';
import { EditClientModal } from './edit-client-modal';
import { PaidCancelModal } from './paid-cancel-modal';
import { maxRescheduleWeek } from './reschedule-bounds';
import { RescheduleModal } from './reschedule-modal';

type Pending = { row: ProgramClientRow; action: ClientRowActionKind } | null;

/**
 * Runs a client row action: invites at once, edit, tracks, reschedule and a paid cancel in their
 * modals, a free cancel and remove after a confirmation. Returns the handler and the modals to
 * render.
 */
export function useClientActions(plan: CoachPlan) {
  const { id: planId, tracks } = plan;
  const [pending, setPending] = useState<Pending>(null);
  const mutation = useClientRowAction(planId);
  // Why the free cancel was refused, said in its confirmation.
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setPending(null);
    setRefusal(null);
  };

  const run = (row: ProgramClientRow, action: ClientRowAction) =>
    mutation.mutate(
      { action, membershipId: row.id },
      {
        onSuccess: () => {
          showAlert('congrats', c.done[action]);
          close();
        },
        onError: (failure) =>
          action === 'cancel'
            ? setRefusal(serverErrorMessage(failure))
            : showAlert('error', serverErrorMessage(failure)),
      },
    );

  const onAction = (row: ProgramClientRow, action: ClientRowActionKind) => {
    if (action === 'sendInvite' || action === 'resendInvite') run(row, 'invite');
    else setPending({ row, action });
  };

  const name = pending ? pending.row.full_name : '';
  const modals = (
    <>
      {pending?.action === 'editInfo' && (
        <EditClientModal planId={planId} row={pending.row} onClose={close} />
      )}
      {pending?.action === 'reschedule' && (
        <RescheduleModal
          planId={planId}
          row={pending.row}
          maxWeek={maxRescheduleWeek(plan)}
          onClose={close}
        />
      )}
      {pending?.action === 'chooseTracks' && (
        <ClientTracksModal planId={planId} tracks={tracks} row={pending.row} onClose={close} />
      )}
      <ConfirmModal
        opened={pending?.action === 'remove'}
        title={c.removeTitle}
        body={pending?.row.state === 'init' ? c.withdrawBody(name) : c.removeBody(name)}
        confirmLabel={c.actions.remove}
        cancelLabel={c.keep}
        busy={mutation.isPending}
        onConfirm={() => pending && run(pending.row, 'remove')}
        onClose={close}
      />
      {pending?.action === 'cancel' && !pending.row.is_free && (
        <PaidCancelModal planId={planId} row={pending.row} onClose={close} />
      )}
      <ConfirmModal
        opened={pending?.action === 'cancel' && pending.row.is_free}
        title={c.cancelTitle}
        body={c.cancelBody(name)}
        error={refusal}
        confirmLabel={c.actions.cancel}
        cancelLabel={c.keep}
        busy={mutation.isPending}
        onConfirm={() => pending && run(pending.row, 'cancel')}
        onClose={close}
      />
    </>
  );
  return { onAction, modals };
}
