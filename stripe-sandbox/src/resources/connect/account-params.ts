import { z } from 'zod';
import { p } from '../../core/params.ts';
import { bankAccountParam } from './bank-accounts.ts';

const address = p.object({
  city: p.string().optional(),
  country: p.string().optional(),
  line1: p.string().optional(),
  line2: p.string().optional(),
  postal_code: p.string().optional(),
  state: p.string().optional(),
});

const dob = z.union([
  p.object({ day: p.integer(), month: p.integer(), year: p.integer() }),
  z.literal(''),
]);

const individual = p.object({
  first_name: p.string().optional(),
  last_name: p.string().optional(),
  email: p.string().optional(),
  phone: p.string().optional(),
  dob: dob.optional(),
  address: address.optional(),
  id_number: p.string().optional(),
  ssn_last_4: p.string().optional(),
  metadata: p.metadata().optional(),
});

const company = p.object({
  name: p.string().optional(),
  tax_id: p.string().optional(),
  phone: p.string().optional(),
  address: address.optional(),
  structure: p.string().optional(),
  owners_provided: p.boolean().optional(),
  directors_provided: p.boolean().optional(),
  executives_provided: p.boolean().optional(),
});

const businessProfile = p.object({
  mcc: p.string().optional(),
  name: p.string().optional(),
  product_description: p.string().optional(),
  url: p.string().optional(),
  support_email: p.string().optional(),
  support_phone: p.string().optional(),
  support_url: p.string().optional(),
});

const requested = p.object({ requested: p.boolean().optional() }).optional();

export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;

const settings = p.object({
  payouts: p
    .object({
      schedule: p
        .object({
          interval: p.oneOf(['daily', 'manual', 'weekly', 'monthly']).optional(),
          weekly_anchor: p.oneOf(WEEKDAYS).optional(),
          monthly_anchor: p.integer().optional(),
          delay_days: z.union([p.integer(), z.literal('minimum')]).optional(),
        })
        .optional(),
      statement_descriptor: p.string().optional(),
      debit_negative_balances: p.boolean().optional(),
    })
    .optional(),
  payments: p.object({ statement_descriptor: p.string().optional() }).optional(),
  card_payments: p.object({ statement_descriptor_prefix: p.string().optional() }).optional(),
  branding: p
    .object({
      primary_color: p.string().optional(),
      secondary_color: p.string().optional(),
    })
    .optional(),
});

/** What both creating and updating an account accept. */
const editable = {
  business_profile: businessProfile.optional(),
  business_type: p.oneOf(['individual', 'company', 'non_profit', 'government_entity']).optional(),
  capabilities: p.object({ card_payments: requested, transfers: requested }).optional(),
  company: company.optional(),
  default_currency: p.currency().optional(),
  email: p.string().optional(),
  external_account: z.union([p.string(), bankAccountParam]).optional(),
  individual: individual.optional(),
  metadata: p.metadata().optional(),
  settings: settings.optional(),
  tos_acceptance: p
    .object({
      date: p.integer().optional(),
      ip: p.string().optional(),
      user_agent: p.string().optional(),
      service_agreement: p.oneOf(['full', 'recipient']).optional(),
    })
    .optional(),
  expand: p.expand().optional(),
};

export const accountUpdateParams = p.object(editable);

export const accountCreateParams = p.object({
  ...editable,
  type: p.oneOf(['custom', 'standard', 'express']).optional(),
  country: p.string().optional(),
  controller: p
    .object({
      fees: p.object({ payer: p.oneOf(['account', 'application']).optional() }).optional(),
      losses: p.object({ payments: p.oneOf(['application', 'stripe']).optional() }).optional(),
      requirement_collection: p.oneOf(['application', 'stripe']).optional(),
      stripe_dashboard: p
        .object({ type: p.oneOf(['express', 'full', 'none']).optional() })
        .optional(),
    })
    .optional(),
});

export type AccountUpdate = z.output<typeof accountUpdateParams>;
export type AccountCreate = z.output<typeof accountCreateParams>;
