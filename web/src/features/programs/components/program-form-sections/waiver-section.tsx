import { useState } from 'react';
import { Button, Group, Switch, Text, Textarea } from '@mantine/core';
import { AttachmentsList } from '../../../media';
import { MediaLibraryModal } from '../../../media';
import { mergeSelection } from '../../../media';
import { RichTextEditor } from '../../../../components/forms/rich-text-editor';
import { programFormTexts as f } from '../../programs.messages';
import { waiverAttachmentsOf, waiverMediaOf } from '../program-form';
import type { SectionProps } from './form-api';
import { FormSection } from './section';

/** Welcome message and the pre-acceptance waiver: HTML text and attachments (spec 2.3, 2.8). */
export function WaiverSection({ form }: SectionProps) {
  const [picking, setPicking] = useState(false);
  const { values } = form;
  const media = waiverMediaOf(values.waiver_attachments);
  const setMedia = (items: ReturnType<typeof waiverMediaOf>) =>
    form.setFieldValue('waiver_attachments', waiverAttachmentsOf(items, values.waiver_attachments));
  return (
    <FormSection title={f.welcomeAndWaiver}>
      <Textarea
        label={f.welcomeMessage}
        resize="vertical"
        rows={3}
        key={form.key('welcome_message')}
        {...form.getInputProps('welcome_message')}
      />
      <Switch
        label={f.waiverEnabled}
        key={form.key('waiver_enabled')}
        {...form.getInputProps('waiver_enabled', { type: 'checkbox' })}
      />
      {values.waiver_enabled && (
        <>
          <RichTextEditor
            label={f.waiverText}
            value={values.waiver_text}
            onChange={(html) => form.setFieldValue('waiver_text', html)}
            error={form.errors.waiver_text}
            minHeight={100}
          />
          <Group justify="space-between">
            <Text size="sm" fw={500}>
              {f.waiverAttachments}
            </Text>
            <Button size="xs" variant="light" onClick={() => setPicking(true)}>
              {f.addWaiverAttachments}
            </Button>
          </Group>
          {media.length > 0 && <AttachmentsList items={media} mode="edit" onChange={setMedia} />}
          <MediaLibraryModal
            opened={picking}
            onClose={() => setPicking(false)}
            multiple
            initialSelection={media}
            onSubmit={(selection) => setMedia(mergeSelection(media, selection))}
          />
        </>
      )}
      {!values.waiver_enabled && form.errors.waiver_text && (
        <Text c="red" size="sm">
          {form.errors.waiver_text}
        </Text>
      )}
    </FormSection>
  );
}
