import { Button, Group, Tooltip } from '@mantine/core';
import type { PlanAction } from '@forma/contract/purchase/public-plan.rules';

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
          <Tooltip
            key={action.kind}
            label={action.tooltip}
            multiline
            w={260}
            events={{ hover: true, focus: true, touch: true }}
          >
            <span style={{ flex: '1 1 auto', display: 'flex' }}>{button}</span>
          </Tooltip>
        ) : (
          button
        );
      })}
    </Group>
  );
}
