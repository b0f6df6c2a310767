// Test data for the cover and attachment editors (tests only).
import type { MediaItem } from '@forma/contract/media/media.schemas';
import type { CoachPlan, Cover } from '@forma/contract/programs/programs.schemas';
import { coachPlan } from '../../../../test/program-fixtures';

export const editedPlan = (extra: Partial<CoachPlan> = {}): CoachPlan =>
  coachPlan({
    status: 'draft',
    published_at: null,
    description: '',
    custom_url: null,
    public_url: '/p/7',
    counts: { active: 0, in_trial: 0, scheduled: 0, pending: 0, past: 0 },
    ...extra,
  });

export const coverFrom = (
  media: MediaItem | null,
  extra: Partial<Cover> & Pick<Cover, 'cover_type'>,
): Cover => ({
  large: `/uploads/plans/7/covers/${extra.cover_type}-large.jpg`,
  normal: `/uploads/plans/7/covers/${extra.cover_type}-normal.jpg`,
  small: `/uploads/plans/7/covers/${extra.cover_type}-small.jpg`,
  original: `/uploads/plans/7/covers/${extra.cover_type}-original.jpg`,
  media_id: media?.id ?? null,
  crop: { x: 10, y: 20, width: 300, height: 300 },
  media,
  ...extra,
});
