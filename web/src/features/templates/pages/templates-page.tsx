import { useState } from 'react';
import {
  Alert,
  Center,
  Group,
  Loader,
  Pagination,
  Paper,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconTemplate } from '@tabler/icons-react';
import type { TemplateKind } from '@forma/contract/templates/templates.rules';
import type { TemplateSummary } from '@forma/contract/templates/templates.schemas';
import { ConfirmModal } from '../../../components/feedback/confirm-modal';
import { showAlert } from '../../../components/feedback/show-alert';
import { EmptyState } from '../../../components/layout/empty-state';
import { PageContainer } from '../../../components/layout/page-container';
import { useTemplates } from '../api/get-templates';
import { useCopyTemplate, useDeleteTemplate } from '../api/save-template';
import { RenameTemplateModal } from '../components/rename-template-modal';
import { TemplatesTable, type TemplateAction } from '../components/templates-table';
import { TemplatesTabs } from '../components/templates-tabs';
import { templatesTexts as t } from '../templates.messages';

/**
 * workout_library_days (/coach/templates/days, spec 2.12): the account's day and week
 * templates, searched (trimmed, 300 ms) and paged by the server; rename, copy to templates and
 * delete (after confirming). Any coach keeps templates; inserting one needs PROFESSIONAL.
 */
export default function TemplatesPage() {
  const [kind, setKind] = useState<TemplateKind>('day');
  const [search, setSearch] = useState('');
  const [searchTerm] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [renaming, setRenaming] = useState<TemplateSummary | null>(null);
  const [deleting, setDeleting] = useState<TemplateSummary | null>(null);
  const list = useTemplates({ kind, page, search: searchTerm });
  const copy = useCopyTemplate();
  const remove = useDeleteTemplate();

  const onAction = (template: TemplateSummary, action: TemplateAction) => {
    if (action === 'rename') setRenaming(template);
    else if (action === 'delete') setDeleting(template);
    else
      copy.mutate(template.id, { onSuccess: (made) => showAlert('congrats', t.copied(made.name)) });
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => showAlert('congrats', t.deleted),
      onSettled: () => setDeleting(null),
    });
  };

  const items = list.data?.items ?? [];
  const totalPages = list.data?.pagination.total_pages ?? 1;

  return (
    <PageContainer title={t.pageTitle}>
      <TemplatesTabs current="workout_library_days" />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Tabs
            value={kind}
            onChange={(value) => {
              if (!value) return;
              setKind(value as TemplateKind);
              setPage(1);
            }}
          >
            <Tabs.List>
              <Tabs.Tab value="day">{t.days}</Tabs.Tab>
              <Tabs.Tab value="week">{t.weeks}</Tabs.Tab>
            </Tabs.List>
          </Tabs>
          <TextInput
            type="search"
            aria-label={t.search}
            placeholder={t.search}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
          />
          {list.isPending ? (
            <Center py="xl">
              <Loader role="progressbar" aria-label={t.listLabel} />
            </Center>
          ) : list.isError ? (
            <Alert color="red">{t.loadFailed}</Alert>
          ) : items.length === 0 && !searchTerm ? (
            <EmptyState
              icon={<IconTemplate size={32} />}
              title={t.emptyTitle(kind)}
              description={t.emptyBody}
            />
          ) : items.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg">
              {t.noResults}
            </Text>
          ) : (
            <TemplatesTable rows={items} onAction={onAction} />
          )}
          {totalPages > 1 && (
            <Group justify="center">
              <Pagination value={page} onChange={setPage} total={totalPages} />
            </Group>
          )}
        </Stack>
      </Paper>

      {renaming && <RenameTemplateModal template={renaming} onClose={() => setRenaming(null)} />}
      <ConfirmModal
        opened={deleting !== null}
        title={t.deleteTitle}
        body={deleting ? t.deleteBody(deleting.name) : ''}
        confirmLabel={t.delete}
        cancelLabel={t.cancel}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
        busy={remove.isPending}
      />
    </PageContainer>
  );
}
