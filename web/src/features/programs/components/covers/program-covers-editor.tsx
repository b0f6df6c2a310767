import type { CoachPlan } from '@forma/contract/programs/programs.schemas';

/** 'Edit cover media' (spec 2.3): placeholder until the cover editor lands. */
export function ProgramCoversEditor(_props: { plan: CoachPlan }) {
  return null;
}
