import { StripeApiError } from '../core/errors.ts';
import type { Account } from '../resources/connect/account-object.ts';
import type { AccountUpdate } from '../resources/connect/account-params.ts';
import { newBankAccount, type BankAccountInput } from '../resources/connect/bank-accounts.ts';

/** The industries offered (merchant category codes a coach's business falls under). */
export const INDUSTRIES: Array<[mcc: string, label: string]> = [
  ['7997', 'Fitness clubs, gyms and sports memberships'],
  ['7941', 'Sports coaching, clubs and events'],
  ['8299', 'Education and training'],
  ['8099', 'Health and wellness practitioners'],
  ['7299', 'Other personal services'],
];

export type FormBody = Record<string, string>;

export type OnboardingInput = {
  intent: 'submit' | 'later';
  update: AccountUpdate;
  /** Field name → what is wrong with what was typed there. */
  errors: Record<string, string>;
};

/** The form's values as text, whatever the form encoding gave (a repeated name: the last). */
export function formBody(raw: unknown): FormBody {
  const body: FormBody = {};
  if (!raw || typeof raw !== 'object') return body;
  for (const [name, value] of Object.entries(raw as Record<string, unknown>)) {
    const last = Array.isArray(value) ? value[value.length - 1] : value;
    if (typeof last === 'string') body[name] = last;
  }
  return body;
}

function website(value: string): string | null {
  const withScheme = /^https?:\/\//i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    return /\S\.\S/.test(url.hostname) && !/\s/.test(value) ? url.toString() : null;
  } catch {
    return null;
  }
}

function readDob(body: FormBody, errors: Record<string, string>) {
  const parts = [body.dob_day, body.dob_month, body.dob_year].map((part) => (part ?? '').trim());
  if (parts.every((part) => !part)) return undefined;
  const [day, month, year] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    parts.every((part) => /^\d+$/.test(part)) &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    year >= 1900 &&
    date.getTime() <= Date.now();
  if (!real) {
    errors.dob_day = 'Enter a real date of birth: day, month and year, e.g. 1 1 1901.';
    return undefined;
  }
  return { day, month, year };
}

function readAddress(body: FormBody) {
  const address: Record<string, string> = {};
  for (const field of ['line1', 'line2', 'city', 'state', 'postal_code'] as const) {
    const value = (body[field] ?? '').trim();
    if (value) address[field] = value;
  }
  return Object.keys(address).length ? address : undefined;
}

function readBank(
  body: FormBody,
  account: Account,
  holder: string | undefined,
  errors: Record<string, string>,
): BankAccountInput | undefined {
  const accountNumber = (body.account_number ?? '').trim();
  const routingNumber = (body.routing_number ?? '').trim();
  if (!accountNumber && !routingNumber) return undefined;
  const input = {
    object: 'bank_account' as const,
    country: (body.bank_country || account.country).toUpperCase(),
    currency: (body.bank_currency || account.default_currency).toLowerCase(),
    account_number: accountNumber,
    ...(routingNumber ? { routing_number: routingNumber } : {}),
    ...((body.account_holder_name ?? '').trim() || holder
      ? { account_holder_name: (body.account_holder_name ?? '').trim() || holder }
      : {}),
  };
  if (!accountNumber) {
    errors.account_number = 'Enter the account number.';
    return undefined;
  }
  try {
    newBankAccount(account.id, input);
    return input;
  } catch (error) {
    if (!(error instanceof StripeApiError)) throw error;
    const field = error.extra.param?.includes('routing_number')
      ? 'routing_number'
      : 'account_number';
    errors[field] = error.message;
    return undefined;
  }
}

/**
 * What the person typed, as an account update: a blank field changes nothing (what was due
 * stays due), a malformed one is named in `errors` and nothing is saved.
 */
export function readOnboardingForm(
  body: FormBody,
  account: Account,
  now: number,
  client: { ip: string; userAgent: string | null },
): OnboardingInput {
  const errors: Record<string, string> = {};
  const text = (name: string) => (body[name] ?? '').trim() || undefined;
  const update: AccountUpdate = {};

  const businessType = text('business_type');
  if (businessType === 'individual' || businessType === 'company') {
    update.business_type = businessType;
  }
  const profile: NonNullable<AccountUpdate['business_profile']> = {};
  const mcc = text('mcc');
  if (mcc && INDUSTRIES.some(([code]) => code === mcc)) profile.mcc = mcc;
  const url = text('url');
  if (url) {
    const normalized = website(url);
    if (normalized) profile.url = normalized;
    else errors.url = 'Enter a website address like https://example.com.';
  }
  const description = text('product_description');
  if (description) profile.product_description = description;
  if (Object.keys(profile).length) update.business_profile = profile;

  const email = text('email');
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    errors.email = 'Enter an email address like name@example.com.';
  }
  const phone = text('phone');
  if (phone && (phone.replace(/\D/g, '').length < 7 || /[^\d\s()+.-]/.test(phone))) {
    errors.phone = 'Enter a phone number of at least 7 digits, e.g. +1 555 010 0000.';
  }
  const address = readAddress(body);
  let holder: string | undefined;
  if ((update.business_type ?? account.business_type ?? 'individual') === 'individual') {
    const dob = readDob(body, errors);
    const idNumber = text('id_number');
    const individual = {
      ...(text('first_name') ? { first_name: text('first_name') } : {}),
      ...(text('last_name') ? { last_name: text('last_name') } : {}),
      ...(email ? { email } : {}),
      ...(phone ? { phone } : {}),
      ...(dob ? { dob } : {}),
      ...(address ? { address } : {}),
      ...(idNumber ? { id_number: idNumber } : {}),
    };
    if (Object.keys(individual).length) update.individual = individual;
    const first = individual.first_name ?? account.individual?.first_name;
    const last = individual.last_name ?? account.individual?.last_name;
    holder = [first, last].filter(Boolean).join(' ') || undefined;
  } else {
    const company = {
      ...(text('company_name') ? { name: text('company_name') } : {}),
      ...(text('company_tax_id') ? { tax_id: text('company_tax_id') } : {}),
      ...(phone ? { phone } : {}),
      ...(address ? { address } : {}),
    };
    if (Object.keys(company).length) update.company = company;
    holder = company.name ?? account.company?.name ?? undefined;
  }

  const bank = readBank(body, account, holder, errors);
  if (bank) update.external_account = bank;
  if (body.tos === 'accepted' && !account.tos_acceptance.date) {
    update.tos_acceptance = {
      date: now,
      ip: client.ip,
      ...(client.userAgent ? { user_agent: client.userAgent } : {}),
    };
  }
  return { intent: body.intent === 'later' ? 'later' : 'submit', update, errors };
}
