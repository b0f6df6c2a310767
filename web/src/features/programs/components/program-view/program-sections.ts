import type { ClientList } from '@forma/contract/clients/clients.schemas';
import type { PlanCounts } from '@forma/contract/programs/programs.schemas';
import type { RouteName, TableRouteName } from '../../../../lib/routes/route-paths';
import { programViewTexts as m } from '../../programs.messages';

export type ProgramSection = {
  route: TableRouteName;
  label: string;
  /** The clients list this tab shows (and counts), if any. */
  list?: ClientList;
};

/** The tabs of the coach's program view (spec 2.1 ':plan_id' children), in order. */
export const PROGRAM_SECTIONS: readonly ProgramSection[] = [
  { route: 'coach_program_view_details', label: m.tabs.details },
  { route: 'coach_program_view_clients', label: m.tabs.clients, list: 'active' },
  { route: 'coach_program_view_in_trials', label: m.tabs.inTrial, list: 'in_trial' },
  { route: 'coach_program_view_scheduled', label: m.tabs.scheduled, list: 'scheduled' },
  { route: 'coach_program_view_invites', label: m.tabs.invites, list: 'pending' },
  { route: 'coach_program_view_past', label: m.tabs.past, list: 'past' },
  { route: 'coach_program_view_settings', label: m.tabs.settings },
  { route: 'coach_program_view_waiver', label: m.tabs.waiver },
];

/** The clients list of a program route, 'active' for any other route. */
export function listOfRoute(route: RouteName | undefined): ClientList {
  return PROGRAM_SECTIONS.find((s) => s.route === route)?.list ?? 'active';
}

export const sectionCount = (section: ProgramSection, counts: PlanCounts | undefined) =>
  section.list && counts ? counts[section.list] : null;
