import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { priceMessages, priceEditorTexts as m } from '../../programs.messages';
import {
  canRestorePrice,
  MAX_PRICE_OPTIONS,
  PRICE_PERIOD_LABELS,
  sortByPeriod,
} from '@forma/contract/programs/programs.rules';
import type { CoachPlan, PriceOption } from '@forma/contract/programs/programs.schemas';
import { serverErrorMessage } from '../../../../components/forms/server-errors';
import { usePriceChange } from '../../api/prices';
import { AddPriceOption } from './add-price-option';
import { ConfirmPriceModal } from './confirm-price-modal';
import { PriceOptionRow } from './price-option-row';
import { UpdateClientsModal } from './update-clients-modal';
import type { PriceRules } from './use-price-rules';

type Props = { plan: CoachPlan; rules: PriceRules };

function ArchivedPriceRow({
  planId,
  option,
  active,
  onDelete,
}: {
  planId: number;
  option: PriceOption;
  active: PriceOption[];
  onDelete: (option: PriceOption) => void;
}) {
  const change = usePriceChange(planId);
  const [error, setError] = useState<string | null>(null);
  const restore = () => {
    // Spec 4.3: refused when an active option has the same period.
    if (!canRestorePrice(option.period, active)) {
      setError(priceMessages.cannotRestore);
      return;
    }
    setError(null);
    change.mutate(
      { kind: 'restore', priceId: option.id },
      { onError: (failure) => setError(serverErrorMessage(failure)) },
    );
  };
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {PRICE_PERIOD_LABELS[option.period]} · {option.price_format}
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="default" loading={change.isPending} onClick={restore}>
            {m.restore}
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={() => onDelete(option)}>
            {m.delete}
          </Button>
        </Group>
      </Group>
      {error && (
        <Text size="sm" c="red" fw={700}>
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** The price options of a saved paid program (spec 2.3, 4.3): add, change, archive, restore, delete. */
export function PriceOptionsEditor({ plan, rules }: Props) {
  const [confirming, setConfirming] = useState<{
    kind: 'archive' | 'delete';
    option: PriceOption;
  } | null>(null);
  const [notifying, setNotifying] = useState<PriceOption | null>(null);
  const active = sortByPeriod(plan.price_options.filter((option) => !option.archived));
  const archived = sortByPeriod(plan.price_options.filter((option) => option.archived));
  return (
    <Stack gap="sm">
      <Text size="sm" fw={500}>
        {m.options}
      </Text>
      {active.length === 0 && (
        <Text size="sm" c="dimmed">
          {m.noOptions}
        </Text>
      )}
      {active.map((option) => (
        <PriceOptionRow
          key={`${option.id}-${option.price}`}
          planId={plan.id}
          planType={plan.plan_type}
          option={option}
          rules={rules}
          onArchive={(target) => setConfirming({ kind: 'archive', option: target })}
          onDelete={(target) => setConfirming({ kind: 'delete', option: target })}
          onPriceChanged={setNotifying}
        />
      ))}
      {active.length < MAX_PRICE_OPTIONS ? (
        <AddPriceOption
          key={active.length}
          planId={plan.id}
          planType={plan.plan_type}
          currency={plan.currency}
          rules={rules}
          usedPeriods={active.map((option) => option.period)}
        />
      ) : (
        <Alert color="gray">{m.maxOptions(MAX_PRICE_OPTIONS)}</Alert>
      )}
      {archived.length > 0 && (
        <Paper withBorder radius="md" p="sm">
          <Stack gap="xs">
            <Text size="sm" fw={500}>
              {m.archived}
            </Text>
            {archived.map((option) => (
              <ArchivedPriceRow
                key={option.id}
                planId={plan.id}
                option={option}
                active={active}
                onDelete={(target) => setConfirming({ kind: 'delete', option: target })}
              />
            ))}
          </Stack>
        </Paper>
      )}
      <ConfirmPriceModal planId={plan.id} action={confirming} onClose={() => setConfirming(null)} />
      <UpdateClientsModal planId={plan.id} option={notifying} onClose={() => setNotifying(null)} />
    </Stack>
  );
}
