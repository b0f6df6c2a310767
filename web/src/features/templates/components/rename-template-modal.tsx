import { Modal } from '@mantine/core';
import type { TemplateSummary } from '@forma/contract/templates/templates.schemas';
import { showAlert } from '../../../components/feedback/show-alert';
import { useRenameTemplate } from '../api/save-template';
import { templatesTexts as t } from '../templates.messages';
import { TemplateNameForm } from './template-name-form';

/** Rename a template (spec 2.12's action; spec 5's name rules). Rendered while open. */
export function RenameTemplateModal({
  template,
  onClose,
}: {
  template: TemplateSummary;
  onClose: () => void;
}) {
  const rename = useRenameTemplate();
  return (
    <Modal opened onClose={onClose} title={t.renameTitle} size="sm">
      <TemplateNameForm
        initialName={template.name}
        submitLabel={t.save}
        onCancel={onClose}
        onSubmit={async (name) => {
          await rename.mutateAsync({ id: template.id, name });
          showAlert('congrats', t.renamed);
          onClose();
        }}
      />
    </Modal>
  );
}
