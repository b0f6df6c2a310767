import { useCurrentRoute } from '../../../lib/routes/use-current-route';
import { useProgramSlots } from '../program-slots';
import { listOfRoute } from '../components/program-view/program-sections';
import { ProgramViewFrame } from '../components/program-view/program-view-frame';

/** The program's clients by tab (spec 2.4): active, in trial, scheduled, invites, past. */
export default function ProgramClientsPage() {
  const list = listOfRoute(useCurrentRoute()?.name);
  const { ProgramClientsList } = useProgramSlots();
  return (
    <ProgramViewFrame>
      {(plan) => <ProgramClientsList key={list} plan={plan} list={list} />}
    </ProgramViewFrame>
  );
}
