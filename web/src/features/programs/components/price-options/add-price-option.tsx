import { useState } from 'react';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import {
  priceError,
  PRICE_PERIOD_LABELS,
  toMinor,
  type PlanType,
  type PricePeriod,
} from '@forma/contract/programs/programs.rules';
import { priceMessages, priceEditorTexts as m } from '../../programs.messages';
import { serverErrorMessage } from '../../../../components/forms/server-errors';
import { usePriceChange } from '../../api/prices';
import { ConnectOffer } from './connect-offer';
import { PriceInput } from './price-input';
import { nextPeriod, periodChoices, type PriceRules } from './use-price-rules';

type Props = {
  planId: number;
  planType: PlanType;
  currency: string;
  rules: PriceRules;
  usedPeriods: PricePeriod[];
};

/** A new option for a saved program: the price (major units) and its period. */
export function AddPriceOption({ planId, planType, currency, rules, usedPeriods }: Props) {
  const change = usePriceChange(planId);
  const [price, setPrice] = useState<number | null>(null);
  const [period, setPeriod] = useState<PricePeriod | null>(() =>
    nextPeriod(planType, rules, usedPeriods),
  );
  const [errors, setErrors] = useState<{ price?: string | null; period?: string | null }>({});

  const add = () => {
    const priceMessage = priceError(price, { ...rules, planType, currency });
    const periodMessage = !period
      ? priceMessages.periodRequired
      : usedPeriods.includes(period)
        ? priceMessages.periodUnique
        : null;
    setErrors({ price: priceMessage, period: periodMessage });
    if (priceMessage || periodMessage || price === null || !period) return;
    change.mutate(
      { kind: 'add', period, price: toMinor(price, currency) },
      {
        onSuccess: () => {
          setPrice(null);
          setPeriod(nextPeriod(planType, rules, [...usedPeriods, period]));
        },
        onError: (failure) => setErrors({ price: serverErrorMessage(failure) }),
      },
    );
  };

  return (
    <Stack gap={4}>
      <Group align="flex-start" gap="xs">
        <PriceInput
          label={m.price}
          leftSection={<Text size="xs">{currency}</Text>}
          value={price}
          onChange={setPrice}
          error={errors.price}
          miw={140}
          flex={1}
        />
        <Select
          label={m.period}
          data={periodChoices(planType, rules, PRICE_PERIOD_LABELS)}
          value={period}
          onChange={(value) => setPeriod(value as PricePeriod | null)}
          error={errors.period}
          miw={140}
          flex={1}
        />
        <Button mt={25} variant="light" loading={change.isPending} onClick={add}>
          {m.addOption}
        </Button>
      </Group>
      <ConnectOffer refusal={errors.price} />
    </Stack>
  );
}
