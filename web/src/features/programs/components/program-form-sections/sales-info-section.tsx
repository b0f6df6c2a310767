import { Input, NumberInput, Rating, SimpleGrid, TextInput } from '@mantine/core';
import { programFormTexts as f } from '../../programs.messages';
import { hasLaunchDate, type ProgramFormValues } from '../program-form';
import type { SectionProps } from './form-api';
import { FormSection } from './section';

type CountField = 'average_duration' | 'weeks_duration' | 'sections_duration';

/** Sales info (spec 3): experience level, daily time, days per week, sessions, launch date. */
export function SalesInfoSection({ form }: SectionProps) {
  const { values } = form;
  const count = (field: CountField, label: string, max: number) => (
    <NumberInput
      label={label}
      min={1}
      max={max}
      allowDecimal={false}
      allowNegative={false}
      key={form.key(field)}
      {...form.getInputProps(field)}
      value={values[field] ?? ''}
      onChange={(value) =>
        form.setFieldValue(
          field,
          (typeof value === 'number' ? value : null) as ProgramFormValues[CountField],
        )
      }
    />
  );
  return (
    <FormSection title={f.salesInfo}>
      <Input.Wrapper label={f.level} error={form.errors.level}>
        <Rating
          mt={4}
          size="lg"
          value={values.level ?? 0}
          onChange={(value) => form.setFieldValue('level', value || null)}
          aria-label={f.level}
        />
      </Input.Wrapper>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {count('average_duration', f.averageDuration, 600)}
        {count('weeks_duration', f.weeksDuration, 7)}
        {count('sections_duration', f.sectionsDuration, 10_000)}
      </SimpleGrid>
      {hasLaunchDate(values.plan_type) && (
        // A native date field: the phone's own picker, and YYYY-MM-DD as the server takes it.
        <TextInput
          type="date"
          label={f.launchDate}
          value={values.launch_date ?? ''}
          onChange={(event) => form.setFieldValue('launch_date', event.currentTarget.value || null)}
          error={form.errors.launch_date}
          maw={240}
        />
      )}
    </FormSection>
  );
}
