import { Textarea } from '@mantine/core';
import { programFormTexts as f } from '../../programs.messages';
import type { SectionProps } from './form-api';
import { FormSection } from './section';

/** Notes only the coach sees. */
export function CoachNotesSection({ form }: SectionProps) {
  return (
    <FormSection title={f.coachNotes}>
      <Textarea
        label={f.coachNotes}
        description={f.coachNotesHint}
        resize="vertical"
        rows={3}
        key={form.key('coach_notes')}
        {...form.getInputProps('coach_notes')}
      />
    </FormSection>
  );
}
