/**
 * The answers to what lower areas ask of higher ones (platform/ports.ts), wired above every area
 * as event-subscribers.ts and permissions.ts are: the asking area names the question and its
 * types, the answering area keeps its code, and neither imports the other.
 */
import { hasPaidOngoingMemberships, paysAccount } from './modules/purchase/purchase.api.ts';
import type { AreaPorts } from './platform/ports.ts';
import './modules/cards/cards.ports.ts';
import './modules/payouts/payouts.ports.ts';

export const areaPorts: AreaPorts = {
  clientPaysAccount: paysAccount,
  accountHasPayingClients: hasPaidOngoingMemberships,
};
