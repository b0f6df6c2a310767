import { ActionIcon, Menu } from '@mantine/core';
import { blockActionFor } from '@forma/contract/programs/programs.rules';
import {
  IconArchive,
  IconBell,
  IconBellOff,
  IconCircleCheck,
  IconCopy,
  IconDots,
  IconEye,
  IconFileExport,
  IconHandStop,
  IconPencil,
  IconRestore,
  IconTrash,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import { Link } from '../../../lib/router';
import { publicPlanPath } from '@forma/contract/programs/programs.rules';
import type { PlanListRow } from '@forma/contract/programs/programs.schemas';
import { pathTo } from '../../../lib/routes/paths';
import { programsListTexts as m } from '../programs.messages';
import type { PlanRowAction } from '../api/plan-actions';

type Props = {
  row: PlanListRow;
  onAction: (row: PlanListRow, action: PlanRowAction) => void;
  onCopy: () => void;
  onDelete: () => void;
};

const ICON = 16;

/** The row actions of spec 2.2 that do not need chat (message the community, bulk message). */
export function ProgramRowMenu({ row, onAction, onCopy, onDelete }: Props) {
  const archived = row.status === 'archived';
  const blockAction = blockActionFor(row.plan_type);
  const blocked = row.blocked_downloads || row.blocked_subscriptions;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={m.menuLabel(row.title)}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to={pathTo('edit_plan_main_info', { plan_id: row.id })}
          leftSection={<IconPencil size={ICON} />}
        >
          {m.edit}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={pathTo('edit_plan_sign_up_clients', { plan_id: row.id })}
          leftSection={<IconUserPlus size={ICON} />}
        >
          {m.signUpClients}
        </Menu.Item>
        <Menu.Item component={Link} to={publicPlanPath(row)} leftSection={<IconEye size={ICON} />}>
          {m.preview}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={pathTo('coach_program_view_clients', { plan_id: row.id })}
          leftSection={<IconUsers size={ICON} />}
        >
          {m.clients}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item leftSection={<IconCopy size={ICON} />} onClick={() => onAction(row, 'clone')}>
          {m.clone}
        </Menu.Item>
        <Menu.Item leftSection={<IconFileExport size={ICON} />} onClick={onCopy}>
          {m.copyTo}
        </Menu.Item>
        <Menu.Item
          leftSection={row.muted ? <IconBell size={ICON} /> : <IconBellOff size={ICON} />}
          onClick={() => onAction(row, row.muted ? 'unmute' : 'mute')}
        >
          {row.muted ? m.unmute : m.mute}
        </Menu.Item>
        {!blocked && (
          <Menu.Item
            leftSection={<IconHandStop size={ICON} />}
            onClick={() => onAction(row, blockAction)}
          >
            {blockAction === 'block_downloads' ? m.blockDownloads : m.blockSubscriptions}
          </Menu.Item>
        )}
        {blocked && (
          <Menu.Item
            leftSection={<IconCircleCheck size={ICON} />}
            onClick={() => onAction(row, 'make_available')}
          >
            {m.makeAvailable}
          </Menu.Item>
        )}
        <Menu.Item
          leftSection={archived ? <IconRestore size={ICON} /> : <IconArchive size={ICON} />}
          onClick={() => onAction(row, archived ? 'restore' : 'archive')}
        >
          {archived ? m.restore : m.archive}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={ICON} />} onClick={onDelete}>
          {m.delete}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
