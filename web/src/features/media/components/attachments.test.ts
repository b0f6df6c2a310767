import { describe, expect, it } from 'vitest';
import { mediaItem } from '../../../test/media-fixtures';
import {
  mergeSelection,
  removeAttachment,
  reorderAttachments,
  splitAttachments,
  toggleTitleMedia,
  withPositions,
} from './attachments';

const video = mediaItem({ id: 1, type: 'video', position: 0 });
const image = mediaItem({ id: 2, type: 'image', position: 1 });
const link = mediaItem({ id: 3, type: 'video_link', position: 2 });
const pdf = mediaItem({ id: 4, type: 'other', position: 0 });
const doc = mediaItem({ id: 5, type: 'other', position: 1 });
const list = [pdf, video, doc, image, link];

const ids = (items: { id: number }[]) => items.map((item) => item.id);
const positions = (items: { id: number; position: number | null }[]) =>
  Object.fromEntries(items.map((item) => [item.id, item.position]));

describe('attachments: sections', () => {
  it('puts videos, images and video links under Media and everything else under Files, in position order', () => {
    const { media, files } = splitAttachments(list);
    expect(ids(media)).toEqual([1, 2, 3]);
    expect(ids(files)).toEqual([4, 5]);
  });

  it('keeps items without a position after the positioned ones, in their order', () => {
    const loose = mediaItem({ id: 9, type: 'image', position: null });
    expect(ids(splitAttachments([loose, image, video]).media)).toEqual([1, 2, 9]);
  });
});

describe('attachments: reorder (spec 4.10)', () => {
  it('moves an item within its group and recomputes position as the index in that group', () => {
    const next = reorderAttachments(list, 3, 1);
    expect(ids(splitAttachments(next).media)).toEqual([3, 1, 2]);
    expect(positions(next)).toMatchObject({ 3: 0, 1: 1, 2: 2, 4: 0, 5: 1 });
  });

  it('moves files among files only', () => {
    const next = reorderAttachments(list, 4, 5);
    expect(ids(splitAttachments(next).files)).toEqual([5, 4]);
    expect(positions(next)).toMatchObject({ 5: 0, 4: 1 });
    expect(ids(splitAttachments(next).media)).toEqual([1, 2, 3]);
  });

  it('ignores a drop on an item of the other group', () => {
    const next = reorderAttachments(list, 1, 4);
    expect(ids(splitAttachments(next).media)).toEqual([1, 2, 3]);
    expect(ids(splitAttachments(next).files)).toEqual([4, 5]);
  });

  it('numbers positions from zero in each group', () => {
    const messy = [
      mediaItem({ id: 7, type: 'image', position: 10 }),
      mediaItem({ id: 8, type: 'other', position: 4 }),
    ];
    expect(positions(withPositions(messy))).toEqual({ 7: 0, 8: 0 });
  });
});

describe('attachments: title media (spec 4.10)', () => {
  it('sets the chosen item and clears every other one, so one list has at most one', () => {
    const once = toggleTitleMedia([{ ...video, title_media: true }, image, link], 2);
    expect(once.filter((item) => item.title_media).map((item) => item.id)).toEqual([2]);
  });

  it('toggles it off when the chosen item is already the title media', () => {
    const off = toggleTitleMedia([{ ...image, title_media: true }, video], 2);
    expect(off.some((item) => item.title_media)).toBe(false);
  });
});

describe('attachments: remove and merge', () => {
  it('removes an item and closes the gap in positions', () => {
    const next = removeAttachment(list, 1);
    expect(ids(splitAttachments(next).media)).toEqual([2, 3]);
    expect(positions(next)).toMatchObject({ 2: 0, 3: 1 });
  });

  it('keeps chosen attachments with their place and title flag, drops unchosen ones and appends new picks', () => {
    const current = withPositions([video, { ...image, title_media: true }, pdf]);
    const fresh = mediaItem({ id: 20, type: 'video', is_new: true, title_media: true });
    const next = mergeSelection(current, [fresh, image, pdf]);
    expect(ids(splitAttachments(next).media)).toEqual([2, 20]);
    expect(next.find((item) => item.id === 2)?.title_media).toBe(true);
    expect(next.find((item) => item.id === 20)?.title_media).toBe(false);
    expect(positions(next)).toMatchObject({ 2: 0, 20: 1, 4: 0 });
  });
});
