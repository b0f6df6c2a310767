import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { TEMPLATE_WEEKS_MAX, type TemplateKind } from '@forma/contract/templates/templates.rules';
import {
  TEMPLATE_LAST_OFFSET,
  templateContentIssue,
  type TemplateContent,
} from '@forma/contract/templates/templates.schemas';
import { showAlert } from '../../../components/feedback/show-alert';
import { useCreateTemplate } from '../api/save-template';
import { templateMessages, templatesTexts as t } from '../templates.messages';
import { TemplateNameForm } from './template-name-form';

export type SaveTemplateModalProps = {
  kind: TemplateKind;
  /** The days saved, by offset from the first one. */
  content: TemplateContent;
  /** The days named for the coach: 'Week 1, Day 1' or 'Monday 3 March 2025 to …'. */
  span: string;
  onClose: () => void;
};

/** Why these days cannot be a template of `kind`, or null. */
function contentIssue(kind: TemplateKind, content: TemplateContent): string | null {
  if (content.days.some((day) => day.offset > TEMPLATE_LAST_OFFSET))
    return templateMessages.weekShape(TEMPLATE_WEEKS_MAX);
  return templateContentIssue(kind, content);
}

/**
 * The builder's 'Save as template': a day (day template) or chosen days (week template) of the
 * program, named by the coach. Any coach keeps templates; inserting them is what needs
 * PROFESSIONAL. Rendered while open.
 */
export function SaveTemplateModal({ kind, content, span, onClose }: SaveTemplateModalProps) {
  const create = useCreateTemplate();
  const issue = contentIssue(kind, content);
  return (
    <Modal opened onClose={onClose} title={t.saveTitle(kind)} size="sm">
      {issue ? (
        <Stack>
          <Alert color="orange">{issue}</Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t.cancel}
            </Button>
          </Group>
        </Stack>
      ) : (
        <TemplateNameForm
          initialName=""
          intro={
            <Text size="sm" c="dimmed">
              {t.saveIntro(kind, span)}
            </Text>
          }
          submitLabel={t.save}
          onCancel={onClose}
          onSubmit={async (name) => {
            const made = await create.mutateAsync({ kind, name, content });
            showAlert('congrats', t.savedTemplate(made.name));
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
