import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { cardsByCoachSchema } from '@forma/contract/cards/cards.schemas';
import {
  cardsByCoachEndpoint,
  cardTokensInitEndpoint,
} from '@forma/contract/cards/cards.endpoints';
import { endpointQuery } from '../../../lib/call';

export type CoachCards = z.infer<typeof cardsByCoachSchema>['coaches'][number];

/** GET athlete/card_tokens -> the client's saved cards, grouped by coach. */
export function useCardsByCoach() {
  return useQuery(endpointQuery(cardsByCoachEndpoint));
}

/**
 * GET athlete/card_tokens/card_init?coach_id= -> a fresh SetupIntent on that coach's account for
 * the card form; never reused (a confirmed SetupIntent cannot take a second card).
 */
export function useCardInit(coachId: number | null) {
  return useQuery({
    ...endpointQuery(cardTokensInitEndpoint, { query: { coach_id: String(coachId ?? 0) } }),
    enabled: coachId !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
