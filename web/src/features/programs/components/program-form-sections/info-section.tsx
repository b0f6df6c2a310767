import { Group, NumberInput, Radio, SimpleGrid, Text, TextInput } from '@mantine/core';
import {
  MAX_LENGTH_WEEKS,
  PLAN_TYPE_LABELS,
  PLAN_TYPES,
} from '@forma/contract/programs/programs.rules';
import { RichTextEditor } from '../../../../components/forms/rich-text-editor';
import { programFormTexts as f } from '../../programs.messages';
import type { SectionProps } from './form-api';
import { FormSection } from './section';

/** Type (fixed once created), title and the HTML description. */
export function InfoSection({ form, plan }: SectionProps) {
  const locked = plan !== null;
  return (
    <FormSection title={f.step}>
      <Radio.Group
        label={f.type}
        description={locked ? f.typeFixed : undefined}
        {...form.getInputProps('plan_type')}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
          {PLAN_TYPES.map((type) => (
            <Radio.Card
              key={type}
              value={type}
              disabled={locked}
              p="sm"
              radius="md"
              aria-label={PLAN_TYPE_LABELS[type]}
            >
              <Group wrap="nowrap">
                <Radio.Indicator disabled={locked} />
                <Text fw={600}>{PLAN_TYPE_LABELS[type]}</Text>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      {form.values.plan_type === 'fixed' && (
        <NumberInput
          label={f.lengthWeeks}
          description={f.lengthWeeksHint}
          min={1}
          max={MAX_LENGTH_WEEKS}
          allowDecimal={false}
          allowNegative={false}
          maw={240}
          key={form.key('length_weeks')}
          {...form.getInputProps('length_weeks')}
          value={form.values.length_weeks ?? ''}
          onChange={(value) =>
            form.setFieldValue('length_weeks', typeof value === 'number' ? value : null)
          }
        />
      )}
      <TextInput
        label={f.title}
        withAsterisk
        key={form.key('title')}
        {...form.getInputProps('title')}
      />
      <RichTextEditor
        label={f.description}
        value={form.values.description}
        onChange={(html) => form.setFieldValue('description', html)}
        error={form.errors.description}
      />
    </FormSection>
  );
}
