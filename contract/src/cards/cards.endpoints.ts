import { clientsOnly } from '../common/access.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import {
  addCardBodySchema,
  addCardTokenBodySchema,
  cardIdParamsSchema,
  cardInitResponseSchema,
  cardListSchema,
  cardsByCoachSchema,
  coachQuerySchema,
  replaceCardBodySchema,
  updateCardBodySchema,
} from './cards.schemas.ts';

const tags = ['cards'];

/** GET stripe/card_init?coach_id=: a SetupIntent for the card form (spec 7 Cards). */
export const cardInitEndpoint = defineEndpoint({
  operationId: 'cardInit',
  summary: "Start the card form: a SetupIntent with the coach's payment account",
  method: 'GET',
  path: '/stripe/card_init',
  query: coachQuerySchema,
  response: cardInitResponseSchema,
  permission: 'cards.manage',
  access: clientsOnly,
  rateLimit: 'card_setup',
  tags,
});
/** GET athlete/card_tokens/card_init?coach_id=: the same, from the billing page. */
export const cardTokensInitEndpoint = defineEndpoint({
  ...cardInitEndpoint,
  operationId: 'cardTokensInit',
  summary: 'Start the card form from the billing page',
  path: '/athlete/card_tokens/card_init',
});

/** GET stripe/cards?coach_id=: the client's cards with that coach; `kind: 'default'` is used. */
export const listCardsEndpoint = defineEndpoint({
  operationId: 'listCards',
  summary: "List the client's cards with a coach",
  method: 'GET',
  path: '/stripe/cards',
  query: coachQuerySchema,
  response: cardListSchema,
  permission: 'cards.manage',
  access: clientsOnly,
  tags,
});

/** GET athlete/card_tokens: every saved card, grouped by coach (the billing page). */
export const cardsByCoachEndpoint = defineEndpoint({
  operationId: 'cardsByCoach',
  summary: "List the client's saved cards, grouped by coach",
  method: 'GET',
  path: '/athlete/card_tokens',
  response: cardsByCoachSchema,
  permission: 'cards.manage',
  access: clientsOnly,
  tags,
});

/** POST stripe/card {card: {token}, coach_id}: saves the card as the default; the list. */
export const addCardEndpoint = defineEndpoint({
  operationId: 'addCard',
  summary: 'Save a card as the default with a coach',
  method: 'POST',
  path: '/stripe/card',
  body: addCardBodySchema,
  response: cardListSchema,
  permission: 'cards.manage',
  access: clientsOnly,
  tags,
});
/** POST athlete/card_tokens {coach_id, payment_method_id}: the same, from the billing page. */
export const addCardTokenEndpoint = defineEndpoint({
  operationId: 'addCardToken',
  summary: 'Save a card from the billing page',
  method: 'POST',
  path: '/athlete/card_tokens',
  body: addCardTokenBodySchema,
  response: cardListSchema,
  permission: 'cards.manage',
  access: clientsOnly,
  tags,
});
/** POST athlete/card_tokens/replace: data[0] is the new card (now the default). */
export const replaceCardEndpoint = defineEndpoint({
  operationId: 'replaceCard',
  summary: 'Replace the default card with a coach',
  method: 'POST',
  path: '/athlete/card_tokens/replace',
  body: replaceCardBodySchema,
  response: cardListSchema,
  permission: 'cards.manage',
  access: clientsOnly,
  tags,
});

/** PATCH stripe/card/{card_id} {billing_details, preferred_network}: the coach's list. */
export const updateCardEndpoint = defineEndpoint({
  operationId: 'updateCard',
  summary: "Change a card's billing details or preferred network",
  method: 'PATCH',
  path: '/stripe/card/:card_id',
  params: cardIdParamsSchema,
  body: updateCardBodySchema,
  response: cardListSchema,
  permission: 'cards.manage',
  access: clientsOnly,
  tags,
});
export const updateCardTokenEndpoint = defineEndpoint({
  ...updateCardEndpoint,
  operationId: 'updateCardToken',
  summary: "Change a card's billing details from the billing page",
  path: '/athlete/card_tokens/:card_id',
});

/** DELETE athlete/card_tokens/{card_id}: refused while an active subscription uses it. */
export const removeCardEndpoint = defineEndpoint({
  operationId: 'removeCard',
  summary: 'Remove a saved card (refused while a subscription uses it)',
  method: 'DELETE',
  path: '/athlete/card_tokens/:card_id',
  params: cardIdParamsSchema,
  response: cardListSchema,
  permission: 'cards.manage',
  access: clientsOnly,
  tags,
});

export const cardsEndpoints = [
  cardInitEndpoint,
  cardTokensInitEndpoint,
  listCardsEndpoint,
  cardsByCoachEndpoint,
  addCardEndpoint,
  addCardTokenEndpoint,
  replaceCardEndpoint,
  updateCardEndpoint,
  updateCardTokenEndpoint,
  removeCardEndpoint,
];
