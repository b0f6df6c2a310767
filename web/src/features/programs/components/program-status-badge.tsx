import { Badge } from '@mantine/core';
import { PROGRAM_LIST_STATUS_COLOURS } from '@forma/contract/programs/programs.rules';
import type { PlanListRow } from '@forma/contract/programs/programs.schemas';
import { statusColor } from '../../../components/feedback/status-colour';
import { programsListTexts as m } from '../programs.messages';

type Props = { row: Pick<PlanListRow, 'list_status'> };

/**
 * The programs list status of spec 4.3, as the server counts it from the schedule and the
 * clients' own days (archived programs have none and read Archived).
 */
export function ProgramStatusBadge({ row }: Props) {
  const status = row.list_status;
  if (!status) {
    return (
      <Badge color="gray" variant="outline">
        {m.archived}
      </Badge>
    );
  }
  return (
    <Badge color={statusColor(PROGRAM_LIST_STATUS_COLOURS[status])} variant="light">
      {status}
    </Badge>
  );
}
