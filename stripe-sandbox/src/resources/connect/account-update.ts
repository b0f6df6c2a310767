import type Stripe from 'stripe';
import { invalidRequest } from '../../core/errors.ts';
import { mergeMetadata } from '../../core/metadata.ts';
import {
  blankCompany,
  blankPerson,
  emptyAddress,
  type Account,
  type Company,
  type Person,
} from './account-object.ts';
import type { AccountUpdate } from './account-params.ts';
import { verificationErrors } from './verification.ts';

/** Stripe unsets a text field given as an empty string. */
const text = (value: string | undefined, current: string | null | undefined) =>
  value === undefined ? (current ?? null) : value.trim() || null;

function mergeAddress(
  current: Stripe.Address | undefined,
  update: Partial<Record<keyof Stripe.Address, string>> | undefined,
): Stripe.Address {
  const address = { ...emptyAddress(), ...current };
  for (const [field, value] of Object.entries(update ?? {})) {
    address[field as keyof Stripe.Address] = value.trim() || null;
  }
  return address;
}

function checkDob(dob: { day: number; month: number; year: number }): void {
  const date = new Date(Date.UTC(dob.year, dob.month - 1, dob.day));
  const real =
    date.getUTCFullYear() === dob.year &&
    date.getUTCMonth() === dob.month - 1 &&
    date.getUTCDate() === dob.day;
  if (!real || dob.year < 1900 || date.getTime() > Date.now()) {
    throw invalidRequest(
      'You must provide a valid date of birth (day, month and year).',
      'individual[dob]',
    );
  }
}

function applyIndividual(
  account: Account,
  update: NonNullable<AccountUpdate['individual']>,
  now: number,
): Person {
  const person = account.individual ?? blankPerson(account.id, now);
  if (update.dob) checkDob(update.dob);
  return {
    ...person,
    first_name: text(update.first_name, person.first_name),
    last_name: text(update.last_name, person.last_name),
    email: text(update.email, person.email),
    phone: text(update.phone, person.phone),
    address: update.address ? mergeAddress(person.address, update.address) : person.address,
    dob: update.dob === '' ? { day: null, month: null, year: null } : (update.dob ?? person.dob),
    id_number_provided:
      update.id_number === undefined ? person.id_number_provided : !!update.id_number.trim(),
    ssn_last_4_provided:
      update.ssn_last_4 === undefined ? person.ssn_last_4_provided : !!update.ssn_last_4.trim(),
    metadata: mergeMetadata(person.metadata, update.metadata),
  };
}

function applyCompany(current: Company | undefined, update: NonNullable<AccountUpdate['company']>) {
  const company = current ?? blankCompany();
  return {
    ...company,
    name: text(update.name, company.name),
    phone: text(update.phone, company.phone),
    address: update.address ? mergeAddress(company.address, update.address) : company.address,
    tax_id_provided: update.tax_id === undefined ? company.tax_id_provided : !!update.tax_id.trim(),
    ...(update.structure !== undefined ? { structure: update.structure } : {}),
    owners_provided: update.owners_provided ?? company.owners_provided,
    directors_provided: update.directors_provided ?? company.directors_provided,
    executives_provided: update.executives_provided ?? company.executives_provided,
  };
}

function applySchedule(
  current: Stripe.Account.Settings.Payouts.Schedule,
  update: NonNullable<NonNullable<NonNullable<AccountUpdate['settings']>['payouts']>['schedule']>,
): Stripe.Account.Settings.Payouts.Schedule {
  const interval = update.interval ?? current.interval;
  const schedule: Stripe.Account.Settings.Payouts.Schedule = {
    delay_days:
      update.delay_days === undefined
        ? current.delay_days
        : update.delay_days === 'minimum'
          ? 2
          : update.delay_days,
    interval,
  };
  if (interval === 'weekly') {
    const anchor = update.weekly_anchor ?? current.weekly_anchor;
    if (!anchor) {
      throw invalidRequest(
        'Missing required param: settings[payouts][schedule][weekly_anchor].',
        'settings[payouts][schedule][weekly_anchor]',
        'parameter_missing',
      );
    }
    schedule.weekly_anchor = anchor;
  }
  if (interval === 'monthly') {
    const anchor = update.monthly_anchor ?? current.monthly_anchor;
    if (!anchor || anchor < 1 || anchor > 31) {
      throw invalidRequest(
        'settings[payouts][schedule][monthly_anchor] must be a day of the month between 1 and 31.',
        'settings[payouts][schedule][monthly_anchor]',
      );
    }
    schedule.monthly_anchor = anchor;
  }
  return schedule;
}

function applySettings(
  current: Account['settings'],
  update: NonNullable<AccountUpdate['settings']>,
): Account['settings'] {
  const payouts = update.payouts;
  return {
    ...current,
    payouts: {
      ...current.payouts,
      ...(payouts?.schedule
        ? { schedule: applySchedule(current.payouts.schedule, payouts.schedule) }
        : {}),
      statement_descriptor: text(
        payouts?.statement_descriptor,
        current.payouts.statement_descriptor,
      ),
      debit_negative_balances:
        payouts?.debit_negative_balances ?? current.payouts.debit_negative_balances,
    },
    payments: {
      ...current.payments,
      statement_descriptor: text(
        update.payments?.statement_descriptor,
        current.payments.statement_descriptor,
      ),
    },
    card_payments: {
      ...current.card_payments,
      statement_descriptor_prefix: text(
        update.card_payments?.statement_descriptor_prefix,
        current.card_payments.statement_descriptor_prefix,
      ),
    },
    branding: {
      ...current.branding,
      primary_color: text(update.branding?.primary_color, current.branding.primary_color),
      secondary_color: text(update.branding?.secondary_color, current.branding.secondary_color),
    },
  };
}

/**
 * The account with an update's fields written (all but `external_account`, which is an object
 * of its own). Requirements are recomputed after, from what the account then holds.
 */
export function applyAccountUpdate(account: Account, update: AccountUpdate, now: number): Account {
  const next: Account = { ...account };
  if (update.email !== undefined) next.email = update.email.trim() || null;
  if (update.business_type !== undefined) next.business_type = update.business_type;
  if (update.default_currency !== undefined) next.default_currency = update.default_currency;
  if (update.metadata !== undefined)
    next.metadata = mergeMetadata(account.metadata, update.metadata);
  if (update.business_profile) {
    const profile = { ...account.business_profile };
    for (const [field, value] of Object.entries(update.business_profile)) {
      (profile as Record<string, unknown>)[field] = value.trim() || null;
    }
    next.business_profile = profile;
  }
  if (update.capabilities) {
    const capabilities = { ...account.capabilities };
    for (const [name, { requested } = {}] of Object.entries(update.capabilities)) {
      if (requested === true) capabilities[name] ??= 'inactive';
      if (requested === false) delete capabilities[name];
    }
    next.capabilities = capabilities;
  }
  if (update.individual) next.individual = applyIndividual(account, update.individual, now);
  if (update.company) next.company = applyCompany(account.company, update.company);
  if (next.business_type === 'individual' && !next.individual) {
    next.individual = blankPerson(account.id, now);
  }
  if (next.business_type === 'company' && !next.company) next.company = blankCompany();
  if (update.settings) next.settings = applySettings(account.settings, update.settings);
  if (update.tos_acceptance) {
    next.tos_acceptance = {
      ...account.tos_acceptance,
      ...(update.tos_acceptance.date !== undefined ? { date: update.tos_acceptance.date } : {}),
      ...(update.tos_acceptance.ip !== undefined ? { ip: update.tos_acceptance.ip || null } : {}),
      ...(update.tos_acceptance.user_agent !== undefined
        ? { user_agent: update.tos_acceptance.user_agent || null }
        : {}),
      ...(update.tos_acceptance.service_agreement
        ? { service_agreement: update.tos_acceptance.service_agreement }
        : {}),
    };
  }
  next.requirements = {
    ...account.requirements,
    errors: verificationErrors(account.requirements.errors, update),
  };
  return next;
}
