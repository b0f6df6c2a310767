import type { MediaItem } from '@forma/contract/media/media.schemas';

/** Spec 2.14: 'Media' holds videos, images and video links; 'Files' the rest. */
export const isMediaAttachment = (item: Pick<MediaItem, 'type'>) => item.type !== 'other';

export type AttachmentGroups = { media: MediaItem[]; files: MediaItem[] };

/** The two sections, each in position order (items without a position keep their place, last). */
export function splitAttachments(items: readonly MediaItem[]): AttachmentGroups {
  const ordered = items
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) =>
        (a.item.position ?? Number.MAX_SAFE_INTEGER) -
          (b.item.position ?? Number.MAX_SAFE_INTEGER) || a.index - b.index,
    )
    .map(({ item }) => item);
  return {
    media: ordered.filter(isMediaAttachment),
    files: ordered.filter((item) => !isMediaAttachment(item)),
  };
}

const numbered = (group: readonly MediaItem[]) =>
  group.map((item, index) => (item.position === index ? item : { ...item, position: index }));

/** Spec 4.10: position is the index within its group. Media first, then files. */
export function withPositions(items: readonly MediaItem[]): MediaItem[] {
  const { media, files } = splitAttachments(items);
  return [...numbered(media), ...numbered(files)];
}

/**
 * Moves `activeId` to where `overId` is, within their group (spec 2.14, 4.10). A move across
 * groups, or to itself, changes nothing.
 */
export function reorderAttachments(
  items: readonly MediaItem[],
  activeId: number,
  overId: number,
): MediaItem[] {
  const groups = splitAttachments(items);
  for (const key of ['media', 'files'] as const) {
    const group = groups[key];
    const from = group.findIndex((item) => item.id === activeId);
    const to = group.findIndex((item) => item.id === overId);
    if (from === -1) continue;
    if (to === -1 || from === to) return withPositions(items);
    const moved = [...group];
    const [item] = moved.splice(from, 1);
    moved.splice(to, 0, item!);
    groups[key] = moved;
    return [...numbered(groups.media), ...numbered(groups.files)];
  }
  return withPositions(items);
}

/**
 * Spec 4.10: setting title media clears it on all others and toggles it on the chosen one, so a
 * list has at most one.
 */
export function toggleTitleMedia(items: readonly MediaItem[], id: number): MediaItem[] {
  return items.map((item) => {
    const titleMedia = item.id === id ? !item.title_media : false;
    return item.title_media === titleMedia ? item : { ...item, title_media: titleMedia };
  });
}

export function removeAttachment(items: readonly MediaItem[], id: number): MediaItem[] {
  return withPositions(items.filter((item) => item.id !== id));
}

/**
 * The attachments after the library modal returns its selection: items still chosen keep their
 * place, title flag and position; newly chosen ones follow in the order they were picked.
 */
export function mergeSelection(
  current: readonly MediaItem[],
  selection: readonly MediaItem[],
): MediaItem[] {
  const chosen = new Set(selection.map((item) => item.id));
  const kept = splitAttachments(current);
  const keptIds = new Set(current.map((item) => item.id));
  const added = selection
    .filter((item) => !keptIds.has(item.id))
    .map((item) => ({ ...item, position: null, title_media: false }));
  const still = (group: MediaItem[]) => group.filter((item) => chosen.has(item.id));
  return withPositions([...still(kept.media), ...still(kept.files), ...added]);
}
