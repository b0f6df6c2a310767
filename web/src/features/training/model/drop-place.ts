import type { Days } from './schedule-model';

/** What dnd-kit says a block was dropped on: a block (sortable) or a day's empty space. */
export type DropTarget = {
  id: string | number;
  data: { current?: Record<string, unknown> | undefined };
} | null;

/**
 * Where a drag ended: the day, and the index before which the block goes in the day's whole
 * list. The week may show one track, so the block dropped on is found among all of the day's
 * blocks; a drop on the day itself goes to its end.
 */
export function dropPlace(over: DropTarget, days: Days): { id: string; index: number } | null {
  const data = over?.data.current as { dayId?: string; sortable?: unknown } | undefined;
  if (!over || !data?.dayId) return null;
  const index = data.sortable
    ? (days[data.dayId]?.blocks.findIndex((block) => block.key === over.id) ?? -1)
    : -1;
  return { id: data.dayId, index: index >= 0 ? index : Number.MAX_SAFE_INTEGER };
}
