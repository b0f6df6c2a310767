import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import {
  priceError,
  PRICE_PERIOD_LABELS,
  toMajor,
  toMinor,
  type PlanType,
} from '@forma/contract/programs/programs.rules';
import type { PriceOption } from '@forma/contract/programs/programs.schemas';
import { serverErrorMessage } from '../../../../components/forms/server-errors';
import { usePriceChange } from '../../api/prices';
import { priceEditorTexts as m } from '../../programs.messages';
import { ConnectOffer } from './connect-offer';
import type { PriceRules } from './use-price-rules';
import { PriceInput } from './price-input';

type Props = {
  planId: number;
  planType: PlanType;
  option: PriceOption;
  rules: PriceRules;
  onArchive: (option: PriceOption) => void;
  onDelete: (option: PriceOption) => void;
  /** After a price change that clients should hear about (spec 2.8, 4.3). */
  onPriceChanged: (option: PriceOption) => void;
};

/** An active price option: change its price, archive or delete it. */
export function PriceOptionRow({
  planId,
  planType,
  option,
  rules,
  onArchive,
  onDelete,
  onPriceChanged,
}: Props) {
  const change = usePriceChange(planId);
  const [price, setPrice] = useState<number | null>(toMajor(option.price, option.currency));
  const [error, setError] = useState<string | null>(null);
  const period = PRICE_PERIOD_LABELS[option.period];
  const unchanged = price !== null && toMinor(price, option.currency) === option.price;

  const save = () => {
    const message = priceError(price, { ...rules, planType, currency: option.currency });
    setError(message);
    if (message || price === null) return;
    change.mutate(
      { kind: 'change', priceId: option.id, price: toMinor(price, option.currency) },
      {
        onSuccess: (saved) => {
          if (saved?.message_about_changed_price) onPriceChanged(saved);
        },
        onError: (failure) => setError(serverErrorMessage(failure)),
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{period}</Text>
          {option.message_about_changed_price && (
            <Badge color="orange" variant="light">
              {m.priceChanged}
            </Badge>
          )}
        </Group>
        <Group align="flex-start" gap="xs">
          <PriceInput
            label={`${m.price} (${period})`}
            leftSection={<Text size="xs">{option.currency}</Text>}
            value={price}
            onChange={setPrice}
            error={error}
            miw={140}
            flex={1}
          />
          <Button
            mt={25}
            variant="default"
            disabled={unchanged}
            loading={change.isPending}
            onClick={save}
          >
            {m.changePrice}
          </Button>
        </Group>
        <ConnectOffer refusal={error} />
        <Group gap="xs">
          {option.message_about_changed_price && (
            <Button size="xs" variant="light" color="orange" onClick={() => onPriceChanged(option)}>
              {m.notifyClients}
            </Button>
          )}
          <Button size="xs" variant="subtle" onClick={() => onArchive(option)}>
            {m.archive}
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={() => onDelete(option)}>
            {m.delete}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
