import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  ActionIcon,
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconDownload, IconFileText, IconGripVertical, IconX } from '@tabler/icons-react';
import type { MediaItem } from '@forma/contract/media/media.schemas';
import { mediaTexts as t } from '../media.messages';
import {
  removeAttachment,
  reorderAttachments,
  splitAttachments,
  toggleTitleMedia,
} from './attachments';
import { MediaLightbox, toLightboxMedia, type LightboxMedia } from './media-lightbox';
import { MediaThumb } from './media-thumb';

/** Spec 9: the height past which a section folds behind 'Show all'. */
export const ATTACHMENT_OVERFLOW_PX = { media: 192, files: 124 } as const;

type Props = {
  items: readonly MediaItem[];
  mode: 'edit' | 'view';
  /** Edit mode: the list after a reorder, removal or title-media change. */
  onChange?: (items: MediaItem[]) => void;
  /** A scrolling container: sections scroll instead of folding. */
  scrollable?: boolean;
};

/**
 * The attachments list of spec 2.14: 'Media' (videos, images, video links) and 'Files'. Edit mode
 * drags to reorder within a section, removes, and sets one title media; view mode opens media in
 * the lightbox and offers files as downloads.
 */
export function AttachmentsList({ items, mode, onChange, scrollable = false }: Props) {
  const { media, files } = splitAttachments(items);
  const [viewing, setViewing] = useState<LightboxMedia | null>(null);
  const change = (next: MediaItem[]) => onChange?.(next);
  const editing = mode === 'edit';

  return (
    <Stack gap="md">
      {media.length > 0 && (
        <AttachmentSection
          title={t.attachmentsMedia}
          maxHeight={ATTACHMENT_OVERFLOW_PX.media}
          scrollable={scrollable}
        >
          {editing ? (
            <SortableGroup
              group={media}
              withTitleToggle
              onMove={(activeId, overId) => change(reorderAttachments(items, activeId, overId))}
              onRemove={(id) => change(removeAttachment(items, id))}
              onToggleTitle={(id) => change(toggleTitleMedia(items, id))}
            />
          ) : (
            <Group gap="sm">
              {media.map((item) => (
                <UnstyledButton
                  key={item.id}
                  aria-label={
                    item.title_media ? `${t.open(item.title)} ${t.titleBadge}` : t.open(item.title)
                  }
                  onClick={() => setViewing(toLightboxMedia(item))}
                  pos="relative"
                >
                  <MediaThumb item={item} size={64} />
                  {item.title_media && (
                    <Badge size="xs" pos="absolute" bottom={2} left={2}>
                      {t.titleBadge}
                    </Badge>
                  )}
                </UnstyledButton>
              ))}
            </Group>
          )}
        </AttachmentSection>
      )}
      {files.length > 0 && (
        <AttachmentSection
          title={t.attachmentsFiles}
          maxHeight={ATTACHMENT_OVERFLOW_PX.files}
          scrollable={scrollable}
        >
          {editing ? (
            <SortableGroup
              group={files}
              withTitleToggle={false}
              onMove={(activeId, overId) => change(reorderAttachments(items, activeId, overId))}
              onRemove={(id) => change(removeAttachment(items, id))}
              onToggleTitle={() => undefined}
            />
          ) : (
            <Stack gap={6}>
              {files.map((item) => (
                <Anchor
                  key={item.id}
                  href={item.src ?? undefined}
                  download={item.caption ?? item.title}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={t.download(item.caption ?? item.title)}
                  size="sm"
                >
                  <Group gap="xs" wrap="nowrap">
                    <IconFileText size={18} />
                    <Text span size="sm" truncate>
                      {item.caption ?? item.title}
                    </Text>
                    {item.file_size && (
                      <Text span size="xs" c="dimmed">
                        {item.file_size}
                      </Text>
                    )}
                    <IconDownload size={14} />
                  </Group>
                </Anchor>
              ))}
            </Stack>
          )}
        </AttachmentSection>
      )}
      <MediaLightbox media={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}

/** A titled section that folds past `maxHeight` behind 'Show all' / 'Show less', or scrolls. */
function AttachmentSection({
  title,
  maxHeight,
  scrollable,
  children,
}: {
  title: string;
  maxHeight: number;
  scrollable: boolean;
  children: ReactNode;
}) {
  const contentRef = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  const [expanded, setExpanded] = useState(false);

  useLayoutEffect(() => {
    const content = contentRef.current;
    if (!content || scrollable) return;
    const measure = () => setOverflows(content.offsetHeight > maxHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(content);
    return () => observer.disconnect();
  }, [maxHeight, scrollable]);

  const folded = !scrollable && overflows && !expanded;
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      <Box
        mah={scrollable || folded ? maxHeight : undefined}
        style={{ overflowY: scrollable ? 'auto' : folded ? 'hidden' : undefined }}
      >
        <div ref={contentRef}>{children}</div>
      </Box>
      {!scrollable && overflows && (
        <Button
          variant="subtle"
          size="xs"
          onClick={() => setExpanded((open) => !open)}
          w="fit-content"
        >
          {expanded ? t.showLess : t.showAll}
        </Button>
      )}
    </Stack>
  );
}

function SortableGroup({
  group,
  withTitleToggle,
  onMove,
  onRemove,
  onToggleTitle,
}: {
  group: readonly MediaItem[];
  withTitleToggle: boolean;
  onMove: (activeId: number, overId: number) => void;
  onRemove: (id: number) => void;
  onToggleTitle: (id: number) => void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(Number(active.id), Number(over.id));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dragEnd}>
      <SortableContext items={group.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <Stack gap={6} role="list">
          {group.map((item) => (
            <SortableRow
              key={item.id}
              item={item}
              withTitleToggle={withTitleToggle}
              onRemove={() => onRemove(item.id)}
              onToggleTitle={() => onToggleTitle(item.id)}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  item,
  withTitleToggle,
  onRemove,
  onToggleTitle,
}: {
  item: MediaItem;
  withTitleToggle: boolean;
  onRemove: () => void;
  onToggleTitle: () => void;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: item.id });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p={6}
      role="listitem"
      aria-label={item.title}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        opacity: isDragging ? 0.85 : undefined,
      }}
    >
      <Group gap="sm" wrap="nowrap">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          aria-label={t.dragHandle(item.title)}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={16} />
        </ActionIcon>
        <MediaThumb item={item} />
        <Stack gap={0} flex={1} miw={0}>
          <Text size="sm" fw={500} truncate>
            {item.title}
          </Text>
          {item.type === 'other' && item.file_size && (
            <Text size="xs" c="dimmed">
              {item.file_size}
            </Text>
          )}
        </Stack>
        {item.title_media && <Badge size="sm">{t.titleBadge}</Badge>}
        {withTitleToggle && (
          <Button size="compact-xs" variant="subtle" onClick={onToggleTitle}>
            {item.title_media ? t.removeTitleMedia : t.setTitleMedia}
          </Button>
        )}
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t.remove(item.title)}
          onClick={onRemove}
        >
          <IconX size={16} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
