import { Badge } from '@mantine/core';
import { dayIn } from '@forma/contract/programs/days';
import {
  PROGRAM_LIST_STATUS_COLOURS,
  programListStatus,
} from '@forma/contract/programs/programs.rules';
import type { PlanListRow } from '@forma/contract/programs/programs.schemas';
import { statusColor } from '../../../components/feedback/status-colour';
import { programsListTexts as m } from '../programs.messages';

type Props = {
  row: Pick<PlanListRow, 'status' | 'clients_count' | 'training_scheduled_to'>;
  today?: string;
};

/** The programs list status of spec 4.3 (archived programs read Archived). */
export function ProgramStatusBadge({ row, today = dayIn(new Date()) }: Props) {
  const status = programListStatus({
    status: row.status,
    clientsCount: row.clients_count,
    trainingScheduledTo: row.training_scheduled_to,
    today,
  });
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
