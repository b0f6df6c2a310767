import { useState } from 'react';
import { blockActionFor } from '@forma/contract/programs/programs.rules';
import { Button, Stack } from '@mantine/core';
import { useNavigate } from '../../../../lib/router';
import type { CoachPlan } from '@forma/contract/programs/programs.schemas';
import { pathTo } from '../../../../lib/routes/paths';
import { ConfirmModal } from '../../../../components/feedback/confirm-modal';
import { showAlert } from '../../../../components/feedback/show-alert';
import { usePlanAction, useStorefrontVisibility, type PlanRowAction } from '../../api/plan-actions';
import { programsListTexts as done, programViewTexts } from '../../programs.messages';
import { SettingRow } from './setting-row';

const m = programViewTexts.settings;

/** The program's switches as immediate actions (spec 4.3), with delete behind a confirmation. */
export function ProgramSettings({ plan }: { plan: CoachPlan }) {
  const navigate = useNavigate();
  const action = usePlanAction();
  const storefront = useStorefrontVisibility(plan.id);
  const [deleting, setDeleting] = useState(false);
  const [running, setRunning] = useState<PlanRowAction | 'storefront' | null>(null);
  const archived = plan.status === 'archived';

  const run = (kind: PlanRowAction) => {
    setRunning(kind);
    action.mutate(
      { id: plan.id, action: kind },
      {
        onSuccess: () => {
          showAlert('congrats', done.done[kind]);
          if (kind === 'delete') void navigate(pathTo('my_plans_active'));
        },
        onSettled: () => setRunning(null),
      },
    );
  };
  const busy = (kind: PlanRowAction | 'storefront') => running === kind;
  const button = (kind: PlanRowAction, label: string, color?: string) => (
    <Button
      variant={color ? 'filled' : 'default'}
      color={color}
      loading={busy(kind)}
      disabled={running !== null && !busy(kind)}
      onClick={() => run(kind)}
    >
      {label}
    </Button>
  );

  const blocked = plan.plan_type === 'fixed' ? plan.blocked_downloads : plan.blocked_subscriptions;
  return (
    <Stack gap="sm">
      <SettingRow
        title={m.notifications}
        hint={m.notificationsHint}
        state={
          plan.muted
            ? { label: programViewTexts.details.muted }
            : { label: programViewTexts.details.on, color: 'green' }
        }
        action={plan.muted ? button('unmute', m.unmute) : button('mute', m.mute)}
      />
      <SettingRow
        title={plan.plan_type === 'fixed' ? m.downloads : m.subscriptions}
        hint={plan.plan_type === 'fixed' ? m.downloadsHint : m.subscriptionsHint}
        state={blocked ? { label: m.blocked, color: 'orange' } : { label: m.open, color: 'green' }}
        action={
          blocked
            ? button('make_available', m.makeAvailable)
            : blockActionFor(plan.plan_type) === 'block_downloads'
              ? button('block_downloads', m.blockDownloads)
              : button('block_subscriptions', m.blockSubscriptions)
        }
      />
      <SettingRow
        title={m.storefront}
        hint={m.storefrontHint}
        state={
          plan.show_on_storefront
            ? { label: programViewTexts.details.shown, color: 'green' }
            : { label: programViewTexts.details.hidden }
        }
        action={
          <Button
            variant="default"
            loading={storefront.isPending}
            disabled={running !== null}
            onClick={() =>
              storefront.mutate(!plan.show_on_storefront, {
                onSuccess: (saved) =>
                  showAlert('congrats', saved.show_on_storefront ? m.shownDone : m.hiddenDone),
              })
            }
          >
            {plan.show_on_storefront ? m.hide : m.show}
          </Button>
        }
      />
      <SettingRow
        title={m.archive}
        hint={m.archiveHint}
        state={archived ? { label: m.archived } : { label: m.active, color: 'green' }}
        action={archived ? button('restore', m.restore) : button('archive', m.archiveAction)}
      />
      <SettingRow
        title={m.danger}
        hint={m.deleteHint}
        action={
          <Button color="red" variant="light" onClick={() => setDeleting(true)}>
            {m.delete}
          </Button>
        }
      />
      <ConfirmModal
        opened={deleting}
        title={m.deleteTitle}
        body={m.deleteBody(plan.title)}
        confirmLabel={m.delete}
        cancelLabel={m.cancel}
        busy={busy('delete')}
        onConfirm={() => run('delete')}
        onClose={() => setDeleting(false)}
      />
    </Stack>
  );
}
