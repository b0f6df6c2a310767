import { describe, expect, it } from 'vitest';
import { mediaItem } from '../../../test/media-fixtures';
import { preferredLevelIndex } from './hls-levels';
import {
  canSubmit,
  formatDuration,
  isOverLimit,
  selectNewItem,
  toggleSelection,
} from './media-selection';
import { availableTabs, canAddTo, initialTab, type TabRules } from './media-tabs';

const coach: TabRules = {
  uploadOnly: false,
  isCoach: true,
  isAccountOwner: true,
  partnerFeature: false,
  partnerAccess: false,
  partnerTemplate: false,
};

describe('library tabs (spec 4.9)', () => {
  it('gives coaches My Library and the product tab, and the partner tab only with partner access', () => {
    expect(availableTabs(coach)).toEqual(['files', 'product']);
    expect(availableTabs({ ...coach, partnerAccess: true })).toEqual([
      'files',
      'partner',
      'product',
    ]);
  });

  it('gives anyone else My Library only', () => {
    expect(availableTabs({ ...coach, isCoach: false, partnerAccess: true })).toEqual(['files']);
  });

  it('hides the product tab in upload-only mode and shows the partner tab to an owner with the partner feature', () => {
    expect(availableTabs({ ...coach, uploadOnly: true, partnerAccess: true })).toEqual(['files']);
    expect(availableTabs({ ...coach, uploadOnly: true, partnerFeature: true })).toEqual([
      'files',
      'partner',
    ]);
    expect(
      availableTabs({ ...coach, uploadOnly: true, partnerFeature: true, isAccountOwner: false }),
    ).toEqual(['files']);
  });

  it('hides My Library while a partner template is edited with partner access, and switches to partner from files or none', () => {
    const rules = { ...coach, partnerAccess: true, partnerTemplate: true };
    expect(availableTabs(rules)).toEqual(['partner', 'product']);
    expect(initialTab(null, rules)).toBe('partner');
    expect(initialTab('files', rules)).toBe('partner');
    expect(initialTab('product', rules)).toBe('product');
  });

  it('opens the remembered tab, falling back to My Library when it is not available', () => {
    expect(initialTab('product', coach)).toBe('product');
    expect(initialTab('partner', coach)).toBe('files');
    expect(initialTab('product', { ...coach, isCoach: false })).toBe('files');
    expect(initialTab('product', { ...coach, uploadOnly: true })).toBe('files');
    expect(initialTab('nonsense', coach)).toBe('files');
  });

  it('lets only the account owner with the partner feature add to the partner library; the product library is read-only', () => {
    expect(canAddTo('files', coach)).toBe(true);
    expect(canAddTo('partner', coach)).toBe(false);
    expect(canAddTo('partner', { ...coach, partnerFeature: true })).toBe(true);
    expect(canAddTo('partner', { ...coach, partnerFeature: true, isAccountOwner: false })).toBe(
      false,
    );
    expect(canAddTo('product', coach)).toBe(false);
  });
});

describe('selection (spec 4.9, 5)', () => {
  const a = mediaItem({ id: 1 });
  const b = mediaItem({ id: 2 });

  it('toggles checkboxes in multiple mode and replaces the radio choice in single mode', () => {
    expect(toggleSelection([a], b, true).map((i) => i.id)).toEqual([1, 2]);
    expect(toggleSelection([a, b], a, true).map((i) => i.id)).toEqual([2]);
    expect(toggleSelection([a], b, false).map((i) => i.id)).toEqual([2]);
  });

  it('adds a new item in multiple mode and replaces the selection in single mode', () => {
    expect(selectNewItem([a], b, true).map((i) => i.id)).toEqual([1, 2]);
    expect(selectNewItem([a], b, false).map((i) => i.id)).toEqual([2]);
  });

  it('refuses more than the limit outside upload-only mode', () => {
    expect(isOverLimit(51, 50, false)).toBe(true);
    expect(isOverLimit(50, 50, false)).toBe(false);
    expect(isOverLimit(51, 50, true)).toBe(false);
  });

  it('submits with a selection, not while busy and not over the limit; Done only waits for uploads', () => {
    const base = { multiple: true, uploadOnly: false, busy: false, limit: 2 };
    expect(canSubmit({ ...base, selection: [] })).toBe(false);
    expect(canSubmit({ ...base, selection: [a] })).toBe(true);
    expect(canSubmit({ ...base, selection: [a], busy: true })).toBe(false);
    expect(canSubmit({ ...base, selection: [a, b, mediaItem()] })).toBe(false);
    expect(canSubmit({ ...base, multiple: false, selection: [a] })).toBe(true);
    expect(canSubmit({ ...base, uploadOnly: true, selection: [] })).toBe(true);
    expect(canSubmit({ ...base, uploadOnly: true, selection: [], busy: true })).toBe(false);
  });

  it('shows durations as minutes and seconds', () => {
    expect(formatDuration(42)).toBe('0:42');
    expect(formatDuration(725)).toBe('12:05');
    expect(formatDuration(3723)).toBe('1:02:03');
  });
});

describe('video quality (spec 9)', () => {
  it('prefers the 640×360 level, else the closest height', () => {
    const ladder = [
      { width: 1920, height: 1080 },
      { width: 640, height: 360 },
    ];
    expect(preferredLevelIndex(ladder)).toBe(1);
    expect(
      preferredLevelIndex([
        { width: 426, height: 240 },
        { width: 768, height: 432 },
        { width: 1280, height: 720 },
      ]),
    ).toBe(1);
    // A tie goes to the lighter level.
    expect(
      preferredLevelIndex([
        { width: 854, height: 480 },
        { width: 426, height: 240 },
      ]),
    ).toBe(1);
    expect(preferredLevelIndex([{ width: 1280, height: 720 }])).toBe(0);
    expect(preferredLevelIndex([])).toBe(-1);
  });
});
