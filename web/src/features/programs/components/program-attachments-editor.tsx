import type { CoachPlan } from '@forma/contract/programs/programs.schemas';

/** The program's attachments (spec 2.3, 2.14): placeholder until the editor lands. */
export function ProgramAttachmentsEditor(_props: { plan: CoachPlan }) {
  return null;
}
