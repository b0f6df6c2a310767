import type { FastifyInstance } from 'fastify';
import {
  addCardEndpoint,
  addCardTokenEndpoint,
  cardInitEndpoint,
  cardsByCoachEndpoint,
  cardTokensInitEndpoint,
  listCardsEndpoint,
  removeCardEndpoint,
  replaceCardEndpoint,
  updateCardEndpoint,
  updateCardTokenEndpoint,
} from '@forma/contract/cards/cards.endpoints';
import { route } from '../../platform/http/register-endpoint.ts';
import { cardInit, cardsByCoach, listCards } from './cards-read.service.ts';
import { addCard, removeCard, replaceCard, updateCard } from './cards-write.service.ts';

export async function cardsRoutes(app: FastifyInstance) {
  for (const endpoint of [cardInitEndpoint, cardTokensInitEndpoint]) {
    route(app, endpoint, (rc, { query }) => cardInit(rc, query.coach_id));
  }
  route(app, listCardsEndpoint, (rc, { query }) => listCards(rc, query.coach_id));
  route(app, cardsByCoachEndpoint, (rc) => cardsByCoach(rc));
  route(app, addCardEndpoint, (rc, { body }) => addCard(rc, body.coach_id, body.card.token));
  route(app, addCardTokenEndpoint, (rc, { body }) =>
    addCard(rc, body.coach_id, body.payment_method_id),
  );
  route(app, replaceCardEndpoint, (rc, { body }) => replaceCard(rc, body));
  for (const endpoint of [updateCardEndpoint, updateCardTokenEndpoint]) {
    route(app, endpoint, (rc, { params, body }) => updateCard(rc, params.card_id, body));
  }
  route(app, removeCardEndpoint, (rc, { params }) => removeCard(rc, params.card_id));
}
