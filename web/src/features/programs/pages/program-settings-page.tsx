import { ProgramSettings } from '../components/program-view/program-settings';
import { ProgramViewFrame } from '../components/program-view/program-view-frame';

/** coach_program_view_settings: the program's switches. */
export default function ProgramSettingsPage() {
  return <ProgramViewFrame>{(plan) => <ProgramSettings plan={plan} />}</ProgramViewFrame>;
}
