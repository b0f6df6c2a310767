import Stripe from 'stripe';
import type {
  CardList,
  cardInitResponseSchema,
  cardsByCoachSchema,
} from '@forma/contract/cards/cards.schemas';
import type { z } from 'zod';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { accountCoaches } from '../accounts/accounts.api.ts';
import { customersOf } from './customers.repository.ts';
import { cardsOfCustomer } from './customer-cards.ts';
import { customerForCards } from './open-customer.ts';
import { openSetupIntent } from './setup-intent.ts';
import { existingCustomer } from './stripe-customer.ts';

/**
 * GET stripe/card_init: a SetupIntent on the coach's connected account for the client's customer
 * there, which the card form confirms with the new card: the one still open, else a new one.
 */
export async function cardInit(
  rc: RequestContext,
  coachId: number,
): Promise<z.infer<typeof cardInitResponseSchema>> {
  const { user } = await requireAccess(rc, 'cards.manage');
  const customer = await customerForCards(rc, user.id, coachId);
  const intent = await openSetupIntent(rc, customer);
  return { client_secret: intent.client_secret!, stripe_account: customer.stripeAccount };
}

/** GET stripe/cards: the client's cards with the coach (none before a card is first saved). */
export async function listCards(rc: RequestContext, coachId: number): Promise<CardList> {
  const { user } = await requireAccess(rc, 'cards.manage');
  const customer = await existingCustomer(rc, user.id, coachId);
  if (!customer) return { data: [] };
  return { data: await cardsOfCustomer(rc, customer, { userId: user.id, coachId }) };
}

/**
 * GET athlete/card_tokens: every coach account the client has a customer with, by its display
 * name and avatar, with the cards kept there. A coach's connected account Stripe no longer lets
 * Forma reach is left out (its cards are gone with it).
 */
export async function cardsByCoach(
  rc: RequestContext,
): Promise<z.infer<typeof cardsByCoachSchema>> {
  const { user } = await requireAccess(rc, 'cards.manage');
  const rows = await customersOf(rc.db, user.id);
  const coaches = await accountCoaches(
    rc.db,
    rows.map((r) => r.accountId),
  );
  const groups = await Promise.all(
    rows.map(async (row) => {
      const customer = { customerId: row.stripeCustomerId, stripeAccount: row.stripeAccountId };
      const coach = coaches.get(row.accountId);
      if (!coach) return null;
      try {
        const cards = await cardsOfCustomer(rc, customer, {
          userId: user.id,
          coachId: row.accountId,
        });
        return { coach: { id: coach.id, name: coach.full_name, avatar: coach.avatar_url }, cards };
      } catch (error) {
        if (error instanceof Stripe.errors.StripePermissionError) return null;
        throw error;
      }
    }),
  );
  return { coaches: groups.filter((g) => g !== null) };
}
