import { Button, CloseButton, Group, Select, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MAX_PRICE_OPTIONS, PRICE_PERIOD_LABELS } from '@forma/contract/programs/programs.rules';
import type { ProgramFormValues } from '../program-form';
import { priceEditorTexts as m } from '../../programs.messages';
import { nextPeriod, periodChoices, type PriceRules } from './use-price-rules';
import { PriceInput } from './price-input';

type Props = { form: UseFormReturnType<ProgramFormValues>; rules: PriceRules };

/** The price options of a program not saved yet: sent with the create call. */
export function PriceDraftsEditor({ form, rules }: Props) {
  const { price_options: drafts, plan_type: planType, currency } = form.values;
  const choices = periodChoices(planType, rules, PRICE_PERIOD_LABELS);
  const next = nextPeriod(
    planType,
    rules,
    drafts.map((draft) => draft.period),
  );
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {m.options}
      </Text>
      {drafts.map((_, index) => (
        <Group key={index} align="flex-start" wrap="nowrap" gap="xs">
          <PriceInput
            label={m.price}
            leftSection={<Text size="xs">{currency}</Text>}
            flex={1}
            {...form.getInputProps(`price_options.${index}.price`)}
            value={drafts[index]?.price ?? null}
            onChange={(value) => form.setFieldValue(`price_options.${index}.price`, value)}
          />
          <Select
            label={m.period}
            data={choices}
            allowDeselect={false}
            flex={1}
            {...form.getInputProps(`price_options.${index}.period`)}
          />
          <CloseButton
            mt={28}
            aria-label={`${m.remove} ${index + 1}`}
            onClick={() => form.removeListItem('price_options', index)}
          />
        </Group>
      ))}
      {drafts.length < MAX_PRICE_OPTIONS && next && (
        <Group>
          <Button
            variant="light"
            size="xs"
            onClick={() => form.insertListItem('price_options', { period: next, price: null })}
          >
            {m.addOption}
          </Button>
        </Group>
      )}
      {drafts.length === 0 && (
        <Text size="sm" c="dimmed">
          {m.noOptions}
        </Text>
      )}
    </Stack>
  );
}
