import { useEffect, useState } from 'react';
import { Button, Center, Group, Loader, Modal, Paper, Stack, Tabs, Text } from '@mantine/core';
import { IconFolder, IconPlus } from '@tabler/icons-react';
import { useNavigate, useParams } from '../../../lib/router';
import type { MediaItem } from '@forma/contract/media/media.schemas';
import { pathTo } from '../../../lib/routes/paths';
import { AttachmentsList } from '../components/attachments-list';
import { mergeSelection } from '../components/attachments';
import { MediaAddBar } from '../components/media-add-bar';
import { MediaLibraryModal } from '../components/media-library-modal';
import { MediaLightbox, toLightboxMedia, type LightboxMedia } from '../components/media-lightbox';
import { MediaTable } from '../components/media-table';
import { canAddTo, tabScope, type MediaTab } from '../components/media-tabs';
import { MediaToolbar } from '../components/media-toolbar';
import { useMediaLibrary } from '../components/use-media-library';
import { useMediaTabRules } from '../components/use-media-tab-rules';
import { useMediaUploads } from '../components/use-media-uploads';
import { EmptyState } from '../../../components/layout/empty-state';
import { PageContainer } from '../../../components/layout/page-container';
import { SectionCard } from '../../../components/layout/section-card';
import { mediaTexts as t } from '../media.messages';
import { useDeleteMedia } from '../api/delete-media';

/** The :owner of /coach/resources/:owner for each tab; My Library is /coach/resources. */
const tabOfOwner = (owner: string | undefined): MediaTab | null =>
  owner === undefined ? 'files' : owner === 'partner' || owner === 'product' ? owner : null;

/**
 * The resources page (media_library, owner_media_library): the library tabs with search, filter,
 * links, uploads and deletion of the account's own items; a row opens the lightbox. 'Add
 * resources' opens the library modal and shows the chosen resources as an attachments list.
 */
export default function ResourcesPage() {
  const { owner } = useParams();
  const navigate = useNavigate();
  const tabRules = useMediaTabRules({ uploadOnly: false, partnerTemplate: false, enabled: true });
  const requested = tabOfOwner(owner);
  const tab = tabRules.ready && requested && tabRules.tabs.includes(requested) ? requested : null;

  useEffect(() => {
    if (tabRules.ready && (!requested || !tabRules.tabs.includes(requested))) {
      void navigate(pathTo('media_library'), { replace: true });
    }
  }, [tabRules.ready, tabRules.tabs, requested, navigate]);

  const library = useMediaLibrary({ tab });
  const uploads = useMediaUploads<MediaTab>((item, target) => library.addNew(item, target));
  const remove = useDeleteMedia();
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  const [viewing, setViewing] = useState<LightboxMedia | null>(null);
  const [picking, setPicking] = useState(false);
  const [attachments, setAttachments] = useState<MediaItem[]>([]);

  const canAdd = tab !== null && canAddTo(tab, tabRules.rules);
  const open = (item: MediaItem) => {
    const media = toLightboxMedia(item);
    if (media) setViewing(media);
    else if (item.src) window.open(item.src, '_blank', 'noopener');
  };
  const confirmDelete = () => {
    const item = deleting;
    if (!item) return;
    remove.mutate(item.id, {
      onSuccess: () => {
        library.forget(item.id);
        setAttachments((current) => current.filter((chosen) => chosen.id !== item.id));
      },
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <PageContainer
      title={t.pageTitle}
      actions={
        <Button leftSection={<IconPlus size={18} />} onClick={() => setPicking(true)}>
          {t.pageAddResources}
        </Button>
      }
    >
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        {tab === null ? (
          <Center py="xl">
            <Loader />
          </Center>
        ) : (
          <Stack gap="md">
            {tabRules.tabs.length > 1 && (
              <Tabs
                value={tab}
                onChange={(value) =>
                  value &&
                  void navigate(
                    value === 'files'
                      ? pathTo('media_library')
                      : pathTo('owner_media_library', { owner: value }),
                  )
                }
              >
                <Tabs.List>
                  {tabRules.tabs.map((value) => (
                    <Tabs.Tab key={value} value={value}>
                      {tabRules.labels[value]}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
              </Tabs>
            )}
            <MediaToolbar
              search={library.searchText}
              onSearchChange={library.setSearchText}
              showFilters={tab !== 'product'}
              kinds={library.kinds}
              onKindsChange={library.setKinds}
              allowedTypes={['video', 'image', 'other', 'video_link']}
            />
            {canAdd && (
              <MediaAddBar
                key={tab}
                scope={tabScope(tab)}
                onLinkAdded={(item) => library.addNew(item, tab)}
                onFiles={(files) => uploads.start(files, tabScope(tab), tab)}
                uploads={uploads.entries}
                onRemoveUpload={uploads.remove}
              />
            )}
            <MediaTable
              items={library.items}
              selectionMode="none"
              onOpen={open}
              canDelete={() => canAdd}
              onDelete={setDeleting}
              deletingId={remove.isPending ? remove.variables : null}
              sort={library.sort}
              onSortToggle={library.toggleSort}
              status={library.status}
              empty={
                tab === 'product' ? (
                  <Text c="dimmed" ta="center" py="lg">
                    {t.noFiles}
                  </Text>
                ) : (
                  <EmptyState
                    icon={<IconFolder size={32} />}
                    title={library.searching ? t.emptySearchTitle : t.emptyTitle}
                    description={library.searching ? t.emptySearchBody : t.emptyBody}
                  />
                )
              }
            />
          </Stack>
        )}
      </Paper>

      <SectionCard title={t.selectedTitle}>
        {attachments.length > 0 ? (
          <AttachmentsList items={attachments} mode="edit" onChange={setAttachments} />
        ) : (
          <Text c="dimmed" size="sm">
            {t.selectedEmpty}
          </Text>
        )}
      </SectionCard>

      <MediaLibraryModal
        opened={picking}
        onClose={() => setPicking(false)}
        onSubmit={(items) => setAttachments((current) => mergeSelection(current, items))}
        multiple
        initialSelection={attachments}
      />
      <MediaLightbox media={viewing} onClose={() => setViewing(null)} />
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t.deleteConfirmTitle}
        centered
        size="sm"
      >
        <Text size="sm">{deleting ? t.deleteConfirmBody(deleting.title) : ''}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setDeleting(null)}>
            {t.cancel}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={confirmDelete}>
            {t.delete}
          </Button>
        </Group>
      </Modal>
    </PageContainer>
  );
}
