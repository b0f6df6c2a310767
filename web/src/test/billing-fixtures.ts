// Test data of the client's billing: saved cards by coach and paid programs of My programs, as the
// server returns them (contract schemas).
import type { Card } from '@forma/contract/cards/cards.schemas';
import type { MyProgramCard } from '@forma/contract/purchase/purchase.schemas';

export const savedCard = (extra: Partial<Card> = {}): Card => ({
  id: 'pm_visa',
  kind: 'default',
  brand: 'visa',
  last4: '4242',
  exp_month: 4,
  exp_year: 2030,
  preferred_network: null,
  billing_details: {
    name: 'Ada Client',
    phone: null,
    address: {
      line1: '1 Market St',
      line2: null,
      city: 'San Francisco',
      state: 'CA',
      postal_code: '94105',
      country: 'US',
    },
  },
  coach_id: 3,
  linked_to_active_subscription: false,
  ...extra,
});

export const coachCards = (
  cards: Card[],
  coach = { id: 3, name: 'Casey Coach', avatar: null as string | null },
) => ({ coach, cards });

/** A paid monthly subscription of My programs, renewing on 2026-05-01. */
export const paidProgram = (
  membership: Partial<MyProgramCard['membership']> = {},
  extra: Partial<MyProgramCard> = {},
): MyProgramCard => ({
  plan: {
    id: 21,
    title: 'Paid Strength',
    plan_type: 'one_many',
    plan_type_label: 'Group Rolling Calendar',
    plan_pricing: 'paid',
    custom_url: 'paid-strength',
    public_url: 'http://localhost/p/paid-strength',
    color: '#389840',
    cover: null,
    coach: { id: 3, full_name: 'Casey Coach', avatar_url: null },
  },
  membership: {
    id: 31,
    state: 'active',
    label: 'Active',
    plan_price: { duration: 'monthly', amount: 2999 },
    price_id: 11,
    cancel_at_period_end: false,
    canceled_by: null,
    start_date: '2026-04-01',
    end_date: '2026-05-01',
    is_applied: true,
    pending_switch: null,
    ...membership,
  },
  badge: { label: 'Active', colour: 'primary' },
  main_action: 'calendar',
  can_cancel: true,
  can_reschedule: false,
  ...extra,
});

export const programsPage = (items: MyProgramCard[]) => ({
  items,
  pagination: { page: 1, per_page: 100, total_pages: 1, total_count: items.length },
});
