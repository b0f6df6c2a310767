import { lazy, useState, type ReactNode } from 'react';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { PublicPlan, PublicPriceOption } from '@forma/contract/purchase/purchase.schemas';
import { PRICE_PERIOD_LABELS, type PricePeriod } from '@forma/contract/programs/programs.rules';
import { Deferred } from '../../../../components/deferred';
import { publicPlanTexts as p } from '../../purchase.messages';
import { PeriodSwitch } from './period-switch';

/** The owner's only, once they send a price-changed message. */
const UpdateClientsModal = lazy(() => import('./price-changed-modal'));

type Props = {
  plan: PublicPlan;
  duration: PricePeriod | null;
  onDuration: (duration: PricePeriod) => void;
  /** The action buttons, on the bar's right (below on phones). */
  actions: ReactNode;
};

function CoachPrices({ plan }: { plan: PublicPlan }) {
  const [notifying, setNotifying] = useState<PublicPriceOption | null>(null);
  return (
    <Stack gap={4}>
      <Deferred when={notifying !== null}>
        <UpdateClientsModal
          planId={plan.id}
          option={notifying}
          onClose={() => setNotifying(null)}
        />
      </Deferred>
      {plan.original_price.map((option) => (
        <Group key={option.id} gap="xs">
          <Text fw={700} td={option.archived ? 'line-through' : undefined}>
            {option.price_format}
          </Text>
          <Text size="sm" c="dimmed">
            {PRICE_PERIOD_LABELS[option.period]}
          </Text>
          {option.archived && (
            <Badge color="gray" variant="light" size="sm">
              {p.archivedPrice}
            </Badge>
          )}
          {plan.viewer === 'owner' && option.message_about_changed_price && (
            <Button size="compact-xs" variant="light" onClick={() => setNotifying(option)}>
              {p.sendPriceChanged}
            </Button>
          )}
        </Group>
      ))}
    </Stack>
  );
}

function ClientPrices({ plan, duration, onDuration }: Omit<Props, 'actions'>) {
  const options = plan.local_price;
  const chosen = options.find((o) => o.period === duration) ?? options[0];
  if (!chosen) return null;
  return (
    <Stack gap="xs">
      <Text fw={700} fz={24}>
        {chosen.price_format}
        <Text span size="sm" c="dimmed" fw={400}>
          {' '}
          {PRICE_PERIOD_LABELS[chosen.period]}
        </Text>
      </Text>
      {options.length > 1 && (
        <PeriodSwitch
          label={p.pricePeriod}
          value={chosen.period}
          onChange={onDuration}
          disabled={plan.is_bought}
          options={options.map((o) => ({ value: o.period, label: PRICE_PERIOD_LABELS[o.period] }))}
        />
      )}
    </Stack>
  );
}

/**
 * The price bar (spec 2.7): coaches see the original prices with archived ones marked (and the
 * owner a 'send price-changed message' button on changed ones); clients
 * pick a period with a block switch, disabled once bought.
 */
export function PriceBar({ plan, duration, onDuration, actions }: Props) {
  const coach = plan.viewer === 'coach' || plan.viewer === 'owner';
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="center" gap="md">
        <div style={{ flex: '1 1 220px', minWidth: 0 }}>
          {plan.plan_pricing === 'free' ? (
            <Text fw={700} fz={24}>
              {p.free}
            </Text>
          ) : coach ? (
            <CoachPrices plan={plan} />
          ) : (
            <ClientPrices plan={plan} duration={duration} onDuration={onDuration} />
          )}
        </div>
        {actions}
      </Group>
    </Paper>
  );
}
