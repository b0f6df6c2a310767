import type { ProgramSlots } from '../programs';
import { InviteClientsForm, InviteClientsModal } from './components/invite-clients-form';
import { InvitedClientsList, InvitedCount } from './components/invited-clients-list';
import { ProgramClientsList } from './components/program-clients-list';
import { WaiverAcceptancesList } from './components/waiver-acceptances-list';

/** The clients' lists and forms the program screens show (app/ hands them to programs). */
export const programClientSlots: ProgramSlots = {
  InviteClientsForm,
  InviteClientsModal,
  InvitedClientsList,
  InvitedCount,
  ProgramClientsList,
  WaiverAcceptancesList,
};
