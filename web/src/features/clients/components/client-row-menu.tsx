import { ActionIcon, Menu } from '@mantine/core';
import {
  IconBan,
  IconDots,
  IconMailForward,
  IconCalendarRepeat,
  IconPencil,
  IconRoute,
  IconUserMinus,
} from '@tabler/icons-react';
import type { ProgramClientRow } from '@forma/contract/clients/clients.schemas';
import { clientsTexts as c } from '../clients.messages';
import { clientRowActions, type ClientRowActionKind } from './client-columns';

const ICONS: Record<ClientRowActionKind, typeof IconDots> = {
  sendInvite: IconMailForward,
  resendInvite: IconMailForward,
  editInfo: IconPencil,
  chooseTracks: IconRoute,
  reschedule: IconCalendarRepeat,
  cancel: IconBan,
  remove: IconUserMinus,
};

type Props = {
  row: ProgramClientRow;
  /** The program has tracks to choose between. */
  tracks: boolean;
  /** The program's clients are at a week and day of their own. */
  reschedule: boolean;
  onAction: (action: ClientRowActionKind) => void;
};

/** The Actions cell of a client row. */
export function ClientRowMenu({ row, tracks, reschedule, onAction }: Props) {
  const actions = clientRowActions(row, { tracks, reschedule });
  if (actions.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={c.rowMenu(row.full_name)}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => {
          const Icon = ICONS[action];
          const danger = action === 'remove' || action === 'cancel';
          return (
            <Menu.Item
              key={action}
              color={danger ? 'red' : undefined}
              leftSection={<Icon size={16} />}
              onClick={() => onAction(action)}
            >
              {c.actions[action]}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
