import { createContext, useContext, type ComponentType } from 'react';
import type { ClientList } from '@forma/contract/clients/clients.schemas';
import type { CoachPlan } from '@forma/contract/programs/programs.schemas';

/**
 * What the program screens show of the clients area, which sits above programs: its lists and
 * invite forms. app/ fills it (app/program-slots.tsx) when it loads a program page, so programs
 * imports no higher area.
 */
export type ProgramSlots = {
  InviteClientsForm: ComponentType<{ planId: number }>;
  InviteClientsModal: ComponentType<{ planId: number; opened: boolean; onClose: () => void }>;
  InvitedClientsList: ComponentType<{ planId: number }>;
  InvitedCount: ComponentType<{ planId: number }>;
  ProgramClientsList: ComponentType<{ plan: CoachPlan; list: ClientList }>;
  WaiverAcceptancesList: ComponentType<{ planId: number }>;
};

const ProgramSlotsContext = createContext<ProgramSlots | null>(null);

export const ProgramSlotsProvider = ProgramSlotsContext.Provider;

export function useProgramSlots(): ProgramSlots {
  const slots = useContext(ProgramSlotsContext);
  if (!slots) throw new Error('A program page renders inside ProgramSlotsProvider (app/).');
  return slots;
}
