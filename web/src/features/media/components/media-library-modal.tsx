import { useState } from 'react';
import {
  Alert,
  Button,
  Center,
  Drawer,
  Group,
  Loader,
  Modal,
  Stack,
  Tabs,
  Text,
} from '@mantine/core';
import { IconFolder } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useIsMutating } from '@tanstack/react-query';
import {
  MEDIA_RESOURCE_LIMIT,
  type MediaItem,
  type MediaType,
} from '@forma/contract/media/media.schemas';
import { createMediaLinkKey } from '../api/create-media-link';
import { useDeleteMedia } from '../api/delete-media';
import { mediaTexts as t, mediaMessages } from '../media.messages';
import { storageKeys } from '../../../lib/storage-keys';
import { EmptyState } from '../../../components/layout/empty-state';
import { MediaAddBar } from './media-add-bar';
import {
  ALL_MEDIA_TYPES,
  canSubmit,
  isOverLimit,
  selectNewItem,
  toggleSelection,
  unselect,
} from './media-selection';
import { canAddTo, initialTab, tabScope, type MediaTab } from './media-tabs';
import { MediaTable } from './media-table';
import { MediaToolbar } from './media-toolbar';
import { useMediaLibrary } from './use-media-library';
import { useMediaTabRules } from './use-media-tab-rules';
import { useMediaUploads } from './use-media-uploads';

export type MediaLibraryModalProps = {
  opened: boolean;
  /** Called when the modal closes: after Cancel (or a confirmed leave) and after a submit. */
  onClose: () => void;
  /** 'Add resource' / 'Done': the selection, in the order it was made. */
  onSubmit: (items: MediaItem[]) => void;
  /** Checkboxes and a list, or (default) a radio and one item. */
  multiple?: boolean;
  /** The attachments already chosen (they start selected; cancelling returns to them). */
  initialSelection?: readonly MediaItem[];
  /** Upload-only mode: no search or filters, no product tab, 'Done'. */
  uploadOnly?: boolean;
  /** Spec 5, 9: at most this many resources (default 50). */
  limit?: number;
  /** Types the caller accepts; others are neither listed nor selected (spec 5, 7). */
  allowedTypes?: readonly MediaType[];
  /** A partner template is being edited (spec 4.9). */
  partnerTemplate?: boolean;
  /** Opened from the challenges-library route: shows the affiliates note (spec 2.13). */
  challengesLibrary?: boolean;
  /** Ask before closing with unsaved changes (spec 4.9: on by default). */
  warnUnsaved?: boolean;
};

/**
 * The media library modal (resources picker) of spec 2.13 and 4.9. Its state lives for one
 * opening: every opening starts again from `initialSelection`.
 */
export function MediaLibraryModal(props: MediaLibraryModalProps) {
  const [session, setSession] = useState(props.opened ? 1 : 0);
  const [wasOpened, setWasOpened] = useState(props.opened);
  if (props.opened !== wasOpened) {
    setWasOpened(props.opened);
    if (props.opened) setSession((count) => count + 1);
  }
  return <MediaLibraryDrawer key={session} {...props} />;
}

function MediaLibraryDrawer({
  opened,
  onClose,
  onSubmit,
  multiple = false,
  initialSelection = [],
  uploadOnly = false,
  limit = MEDIA_RESOURCE_LIMIT,
  allowedTypes = ALL_MEDIA_TYPES,
  partnerTemplate = false,
  challengesLibrary = false,
  warnUnsaved = true,
}: MediaLibraryModalProps) {
  const tabRules = useMediaTabRules({ uploadOnly, partnerTemplate, enabled: opened });
  // Spec 9: the media breakpoint; below it the modal takes the whole screen.
  const narrow = useMediaQuery('(max-width: 991.98px)');
  const [chosenTab, setChosenTab] = useState<MediaTab | null>(null);
  const tab: MediaTab | null =
    chosenTab && tabRules.tabs.includes(chosenTab)
      ? chosenTab
      : tabRules.ready
        ? initialTab(localStorage.getItem(storageKeys.addMediaActiveTab), tabRules.rules)
        : null;

  const library = useMediaLibrary({ tab, allowedTypes, enabled: opened });
  const [selection, setSelection] = useState<MediaItem[]>(() => [...initialSelection]);
  const [changed, setChanged] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteMedia();

  const select = (next: MediaItem[]) => {
    setSelection(next);
    setChanged(true);
  };

  /** Spec 4.9: new media go on top, marked new and selected; forbidden types are not selected. */
  const added = (item: MediaItem, target: MediaTab) => {
    const fresh = library.addNew(item, target);
    setChanged(true);
    if (allowedTypes.includes(fresh.type)) {
      setSelection((current) => selectNewItem(current, fresh, multiple));
    }
  };
  const uploads = useMediaUploads<MediaTab>(added);
  const linkPending = useIsMutating({ mutationKey: createMediaLinkKey }) > 0;
  const busy = uploads.busy || linkPending;

  const changeTab = (value: string | null) => {
    if (!value || value === tab) return;
    localStorage.setItem(storageKeys.addMediaActiveTab, value);
    setChosenTab(value as MediaTab);
  };

  const closeNow = () => {
    setConfirming(false);
    uploads.abortAll();
    onClose();
  };
  const requestClose = () => {
    if (warnUnsaved && changed) setConfirming(true);
    else closeNow();
  };
  const submittable = canSubmit({ selection, multiple, uploadOnly, busy, limit });
  const submit = () => {
    if (!submittable) return;
    onSubmit(selection);
    onClose();
  };

  const deleteItem = (item: MediaItem) =>
    remove.mutate(item.id, {
      onSuccess: () => {
        library.forget(item.id);
        setSelection((current) => unselect(current, item.id));
        setChanged(true);
      },
    });

  const overLimit = isOverLimit(selection.length, limit, uploadOnly);
  const canAdd = tab !== null && canAddTo(tab, tabRules.rules);
  const showTabs = tabRules.tabs.length > 1;

  return (
    <>
      <Drawer
        opened={opened}
        onClose={requestClose}
        position="right"
        size={narrow ? '100%' : 760}
        withCloseButton={false}
        closeOnClickOutside={false}
        // Deliberate closing only (Cancel, Done, Add resource): Escape also closes open popovers
        // inside, and must not throw away a selection with them.
        closeOnEscape={false}
        title={
          <Text fw={700} size="lg">
            {uploadOnly ? t.uploadTitle : t.addTitle}
          </Text>
        }
        styles={{
          content: { display: 'flex', flexDirection: 'column' },
          body: { flex: 1, display: 'flex', flexDirection: 'column', minHeight: 0 },
        }}
      >
        {tab === null ? (
          <Center flex={1}>
            <Loader />
          </Center>
        ) : (
          <Stack gap="md" flex={1}>
            {showTabs && (
              <Tabs value={tab} onChange={changeTab}>
                <Tabs.List>
                  {tabRules.tabs.map((value) => (
                    <Tabs.Tab key={value} value={value}>
                      {tabRules.labels[value]}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
              </Tabs>
            )}
            {!uploadOnly && (
              <MediaToolbar
                search={library.searchText}
                onSearchChange={library.setSearchText}
                showFilters={tab !== 'product'}
                kinds={library.kinds}
                onKindsChange={library.setKinds}
                allowedTypes={allowedTypes}
              />
            )}
            {tab === 'files' &&
              challengesLibrary &&
              tabRules.rules.partnerFeature &&
              library.loaded && <Alert color="yellow">{t.partnerNote(tabRules.partnerName)}</Alert>}
            {canAdd && (
              <MediaAddBar
                key={tab}
                scope={tabScope(tab)}
                onLinkAdded={(item) => added(item, tab)}
                onFiles={(files) => uploads.start(files, tabScope(tab), tab)}
                uploads={uploads.entries}
                onRemoveUpload={uploads.remove}
              />
            )}
            <MediaTable
              items={library.items}
              selectionMode={multiple ? 'multiple' : 'single'}
              selection={selection}
              onToggle={(item) => select(toggleSelection(selection, item, multiple))}
              canDelete={(item) => item.is_new || (uploadOnly && tab !== 'product')}
              onDelete={deleteItem}
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
        <Stack
          gap="xs"
          pt="md"
          pb="md"
          mt="md"
          bg="var(--mantine-color-body)"
          style={{
            position: 'sticky',
            bottom: 0,
            zIndex: 2,
            borderTop: '1px solid var(--mantine-color-default-border)',
          }}
        >
          {overLimit && (
            <Text c="red" size="sm" role="alert">
              {mediaMessages.resourceLimit}
            </Text>
          )}
          <Group justify="flex-end">
            {uploadOnly ? (
              <Button onClick={submit} disabled={!submittable}>
                {t.done}
              </Button>
            ) : (
              <>
                <Button variant="default" onClick={requestClose}>
                  {t.cancel}
                </Button>
                <Button onClick={submit} disabled={!submittable}>
                  {t.addResource}
                </Button>
              </>
            )}
          </Group>
        </Stack>
      </Drawer>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        withCloseButton={false}
        centered
        size="sm"
        zIndex={400}
      >
        <Text>{mediaMessages.unsavedChanges}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t.cancel}
          </Button>
          <Button color="red" onClick={closeNow}>
            {t.leave}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
