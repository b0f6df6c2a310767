import type { MediaItem, MediaType } from '@forma/contract/media/media.schemas';

/** Every library type; the list asks for these minus the forbidden ones (spec 7). */
export const ALL_MEDIA_TYPES: readonly MediaType[] = ['video', 'image', 'other', 'video_link'];

export const isSelected = (selection: readonly MediaItem[], item: MediaItem) =>
  selection.some((chosen) => chosen.id === item.id);

/** A click on a row: checkbox in multiple mode, radio in single mode (spec 2.13). */
export function toggleSelection(
  selection: readonly MediaItem[],
  item: MediaItem,
  multiple: boolean,
): MediaItem[] {
  if (!multiple) return [item];
  return isSelected(selection, item)
    ? selection.filter((chosen) => chosen.id !== item.id)
    : [...selection, item];
}

/** Spec 4.9: a new item is added to the selection in multiple mode and replaces it in single mode. */
export function selectNewItem(
  selection: readonly MediaItem[],
  item: MediaItem,
  multiple: boolean,
): MediaItem[] {
  if (!multiple) return [item];
  return [...selection.filter((chosen) => chosen.id !== item.id), item];
}

export const unselect = (selection: readonly MediaItem[], id: number) =>
  selection.filter((chosen) => chosen.id !== id);

/** Spec 5: more than the resource limit is refused outside upload-only mode. */
export const isOverLimit = (count: number, limit: number, uploadOnly: boolean) =>
  !uploadOnly && count > limit;

/**
 * Spec 5: submit needs at least one item (multiple) or an item with an id (single), the tab not
 * busy and the limit kept. Upload-only mode's Done only waits for the uploads.
 */
export function canSubmit(options: {
  selection: readonly MediaItem[];
  multiple: boolean;
  uploadOnly: boolean;
  busy: boolean;
  limit: number;
}): boolean {
  const { selection, multiple, uploadOnly, busy, limit } = options;
  if (busy) return false;
  if (uploadOnly) return true;
  if (isOverLimit(selection.length, limit, uploadOnly)) return false;
  return multiple ? selection.length > 0 : typeof selection[0]?.id === 'number';
}

/** Seconds as 0:42, 12:05 or 1:02:03. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
