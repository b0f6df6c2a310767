import type { CoachPlan } from '@forma/contract/programs/programs.schemas';
import { coachPlan } from '../../../../test/program-fixtures';

/** A saved program as GET coach/plans/{id} answers it (tests of the editor's steps). */
export const editorPlan = (extra: Partial<CoachPlan> = {}): CoachPlan =>
  coachPlan({
    account_id: 1,
    description: '<p>Get <strong>strong</strong>.</p>',
    status: 'draft',
    published_at: null,
    waiver: { enabled: true, text: '<p>Train safely.</p>', attachments: [] },
    public_url: 'http://localhost:3000/p/strength-base',
    counts: { active: 0, in_trial: 0, scheduled: 0, pending: 0, past: 0 },
    created_at: 0,
    updated_at: 0,
    ...extra,
  });

export const noInvites = {
  items: [],
  pagination: { page: 1, per_page: 20, total_pages: 0, total_count: 0 },
};
