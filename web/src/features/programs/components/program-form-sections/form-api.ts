import type { UseFormReturnType } from '@mantine/form';
import type { CoachPlan } from '@forma/contract/programs/programs.schemas';
import type { ProgramFormValues } from '../program-form';

/** What every section of the program form receives. */
export type SectionProps = {
  form: UseFormReturnType<ProgramFormValues>;
  /** The saved program, or null while creating one. */
  plan: CoachPlan | null;
};
