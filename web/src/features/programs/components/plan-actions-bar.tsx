import { Button, Group, Tooltip } from '@mantine/core';
import type { PlanAction } from '@forma/contract/programs/public-plan.rules';

type Props = { actions: PlanAction[]; onAction: (action: PlanAction) => void; busy?: boolean };

/** The action buttons of spec 4.4, as `publicPlanActions` gives them. */
export function PlanActionsBar({ actions, onAction, busy }: Props) {
  return (
    <Group gap="sm">
      {actions.map((action, index) => {
        const button = (
          <Button
            key={action.kind}
            variant={index === 0 ? 'filled' : 'default'}
            disabled={action.disabled}
            loading={busy && index === 0}
            onClick={() => onAction(action)}
          >
            {action.label}
          </Button>
        );
        return action.tooltip ? (
          <Tooltip key={action.kind} label={action.tooltip} multiline w={260}>
            <span>{button}</span>
          </Tooltip>
        ) : (
          button
        );
      })}
    </Group>
  );
}
