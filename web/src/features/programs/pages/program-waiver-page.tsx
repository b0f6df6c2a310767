import { ProgramViewFrame } from '../components/program-view/program-view-frame';
import { ProgramWaiver } from '../components/program-view/program-waiver';

/** coach_program_view_waiver: the program's waiver and its acceptances. */
export default function ProgramWaiverPage() {
  return <ProgramViewFrame>{(plan) => <ProgramWaiver plan={plan} />}</ProgramViewFrame>;
}
