import { ProgramDetails } from '../components/program-view/program-details';
import { ProgramViewFrame } from '../components/program-view/program-view-frame';

/** coach_program_view_details: the program at a glance. */
export default function ProgramDetailsPage() {
  return <ProgramViewFrame>{(plan) => <ProgramDetails plan={plan} />}</ProgramViewFrame>;
}
