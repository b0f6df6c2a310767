import { lazy, Suspense } from 'react';
import { Button, Group } from '@mantine/core';
import type { PlanAction } from '@forma/contract/purchase/public-plan.rules';

const ActionTooltip = lazy(() => import('./action-tooltip'));

type Props = { actions: PlanAction[]; onAction: (action: PlanAction) => void; busy?: boolean };

/** The action buttons of spec 4.4, as `publicPlanActions` gives them; full width on phones. */
export function PlanActionsBar({ actions, onAction, busy }: Props) {
  return (
    <Group gap="sm" style={{ flex: '1 1 220px' }} justify="flex-end">
      {actions.map((action, index) => {
        const button = (
          <Button
            key={action.kind}
            variant={
              index === 0 ? 'filled' : action.kind === 'cancel_subscription' ? 'subtle' : 'default'
            }
            color={action.kind === 'cancel_subscription' ? 'red' : undefined}
            size="md"
            disabled={action.disabled}
            loading={busy && index === 0}
            onClick={() => onAction(action)}
            style={{ flex: '1 1 auto' }}
          >
            {action.label}
          </Button>
        );
        return action.tooltip ? (
          <Suspense key={action.kind} fallback={button}>
            <ActionTooltip label={action.tooltip}>{button}</ActionTooltip>
          </Suspense>
        ) : (
          button
        );
      })}
    </Group>
  );
}
