import type { Account } from '../resources/connect/account-object.ts';
import type { BankAccount } from '../resources/connect/bank-accounts.ts';
import { BANK_COUNTRIES } from '../resources/connect/bank-countries.ts';
import {
  dateOfBirth,
  errorSummary,
  FIELDSET,
  input,
  LEGEND,
  select,
  type FormState,
} from './form-controls.ts';
import { INDUSTRIES } from './onboarding-input.ts';
import { escapeHtml, page } from './layout.ts';

const COUNTRY_NAMES: Record<string, string> = {
  US: 'United States',
  GB: 'United Kingdom',
  CA: 'Canada',
  AU: 'Australia',
  AT: 'Austria',
  BE: 'Belgium',
  DE: 'Germany',
  ES: 'Spain',
  FR: 'France',
  IE: 'Ireland',
  IT: 'Italy',
  NL: 'Netherlands',
};

const CURRENCIES: Array<[string, string]> = [
  ['usd', 'USD'],
  ['gbp', 'GBP'],
  ['eur', 'EUR'],
  ['cad', 'CAD'],
  ['aud', 'AUD'],
];

/** Which requirement a form field answers, to show a verification error where it belongs. */
const FIELD_OF_REQUIREMENT: Record<string, string> = {
  'individual.id_number': 'id_number',
  'individual.address.line1': 'line1',
  'company.tax_id': 'company_tax_id',
  'company.address.line1': 'line1',
};

/** The account's current values, as the form's fields. */
export function valuesOf(account: Account): Record<string, string> {
  const person = account.individual;
  const company = account.company;
  const address =
    (account.business_type === 'company' ? company?.address : person?.address) ?? null;
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  return {
    business_type: text(account.business_type ?? 'individual'),
    mcc: text(account.business_profile.mcc),
    url: text(account.business_profile.url),
    product_description: text(account.business_profile.product_description),
    first_name: text(person?.first_name),
    last_name: text(person?.last_name),
    email: text(person?.email ?? account.email),
    phone: text(account.business_type === 'company' ? company?.phone : person?.phone),
    dob_day: text(person?.dob.day),
    dob_month: text(person?.dob.month),
    dob_year: text(person?.dob.year),
    line1: text(address?.line1),
    line2: text(address?.line2),
    city: text(address?.city),
    state: text(address?.state),
    postal_code: text(address?.postal_code),
    company_name: text(company?.name),
    bank_country: account.country,
    bank_currency: account.default_currency,
    account_holder_name: [person?.first_name, person?.last_name].filter(Boolean).join(' '),
    tos: account.tos_acceptance.date ? 'accepted' : '',
  };
}

const section = (id: string, title: string, due: boolean, body: string) =>
  `<section class="card" aria-labelledby="${id}"><h2 id="${id}">${escapeHtml(title)}${
    due ? ' <span class="badge">Needed</span>' : ''
  }</h2>
${body}
</section>`;

function businessSection(state: FormState): string {
  return `${select(state, { name: 'business_type', label: 'Type of business' }, [
    ['individual', 'Individual or sole trader'],
    ['company', 'Company'],
  ])}
${select(state, { name: 'mcc', label: 'Industry', blank: 'Choose your industry' }, INDUSTRIES)}
${input(state, {
  name: 'url',
  label: 'Business website',
  type: 'url',
  autocomplete: 'url',
  hint: 'Your website or a social media profile. No website? Describe what you sell below instead.',
})}
${input(state, {
  name: 'product_description',
  label: 'Product description',
  hint: 'What you sell and how customers pay, e.g. online coaching programs, billed monthly.',
})}`;
}

function addressFields(state: FormState, legend: string): string {
  return `<fieldset${FIELDSET}><legend${LEGEND}>${escapeHtml(legend)}</legend>
${input(state, {
  name: 'line1',
  label: 'Address line 1',
  autocomplete: 'address-line1',
  hint: 'Test value: address_full_match verifies; address_no_match fails.',
})}
${input(state, { name: 'line2', label: 'Address line 2 (optional)', autocomplete: 'address-line2' })}
<div class="row"><div>${input(state, { name: 'city', label: 'City', autocomplete: 'address-level2' })}</div>
<div>${input(state, { name: 'state', label: 'State or region', autocomplete: 'address-level1' })}</div>
<div>${input(state, { name: 'postal_code', label: 'Postal code', autocomplete: 'postal-code' })}</div></div>
</fieldset>`;
}

function personSection(state: FormState): string {
  return `<div class="row"><div>${input(state, { name: 'first_name', label: 'First name', autocomplete: 'given-name' })}</div>
<div>${input(state, { name: 'last_name', label: 'Last name', autocomplete: 'family-name' })}</div></div>
${input(state, { name: 'email', label: 'Email', type: 'email', autocomplete: 'email' })}
${input(state, { name: 'phone', label: 'Phone number', type: 'tel', autocomplete: 'tel' })}
${dateOfBirth(state)}
<p class="hint">Test value: 1 1 1901 verifies.</p>
${addressFields(state, 'Home address')}
${input(state, {
  name: 'id_number',
  label: 'ID number (optional)',
  inputmode: 'numeric',
  hint: 'Social Security number or national ID. Test values: 000000000 verifies, 111111111 fails.',
})}`;
}

function companySection(state: FormState): string {
  return `${input(state, { name: 'company_name', label: 'Legal business name', autocomplete: 'organization' })}
${input(state, {
  name: 'company_tax_id',
  label: 'Tax ID',
  inputmode: 'numeric',
  hint: 'Test values: 000000000 verifies, 111111111 fails.',
})}
${input(state, { name: 'phone', label: 'Business phone number', type: 'tel', autocomplete: 'tel' })}
${addressFields(state, 'Business address')}`;
}

function bankSection(state: FormState, banks: BankAccount[]): string {
  const current = banks.find((bank) => bank.default_for_currency) ?? banks[0];
  return `${
    current
      ? `<p>Payouts go to ${escapeHtml(current.bank_name)} ••••${escapeHtml(current.last4)} (${escapeHtml(current.currency.toUpperCase())}). Enter another account to replace it.</p>`
      : ''
  }
<div class="row"><div>${select(
    state,
    { name: 'bank_country', label: 'Bank country' },
    Object.keys(BANK_COUNTRIES).map((code) => [code, COUNTRY_NAMES[code] ?? code]),
  )}</div>
<div>${select(state, { name: 'bank_currency', label: 'Currency' }, CURRENCIES)}</div></div>
${input(state, { name: 'account_holder_name', label: 'Account holder name', autocomplete: 'name' })}
${input(state, {
  name: 'routing_number',
  label: 'Routing number or sort code',
  inputmode: 'numeric',
  hint: 'Test values: routing number 110000000 (US), sort code 108800 (UK). Not needed for an IBAN.',
})}
${input(state, {
  name: 'account_number',
  label: 'Account number or IBAN',
  hint: 'Test value: account number 000123456789 (US), 00012345 (UK), or an IBAN such as DE89370400440532013000.',
})}`;
}

function termsSection(state: FormState, account: Account): string {
  const accepted = account.tos_acceptance.date;
  return `<p>Payment processing services for this account are provided by Stripe and are subject to the Stripe Connected Account Agreement.</p>
<p><input type="checkbox" id="tos" name="tos" value="accepted" style="width:auto;margin:0 8px 0 0"${
    state.values.tos === 'accepted' ? ' checked' : ''
  } /> <label for="tos" style="display:inline">I agree to the Stripe Connected Account Agreement</label></p>
${accepted ? `<p class="hint">Accepted on ${new Date(accepted * 1000).toISOString().slice(0, 10)}.</p>` : ''}`;
}

export type OnboardingView = {
  account: Account;
  banks: BankAccount[];
  /** account_update shows every section; account_onboarding what is still due. */
  everything: boolean;
  state: FormState;
  /** A summary at the top when the form came back (what was wrong, what is still needed). */
  problems: string[];
};

/** The hosted onboarding page of a custom (or express) account. */
export function onboardingPage(view: OnboardingView): string {
  const { account, state } = view;
  const due = new Set([
    ...account.requirements.currently_due,
    ...account.requirements.eventually_due,
  ]);
  const any = (prefix: string) => [...due].some((field) => field.startsWith(prefix));
  const errors = { ...state.errors };
  for (const error of account.requirements.errors) {
    const field = FIELD_OF_REQUIREMENT[error.requirement];
    if (field && !errors[field]) errors[field] = error.reason;
  }
  const shown = { ...state, errors };
  const company = (state.values.business_type || account.business_type) === 'company';
  const sections = [
    (view.everything || any('business_') || due.has('business_type')) &&
      section('business', 'Your business', any('business_'), businessSection(shown)),
    (view.everything || any(company ? 'company.' : 'individual.')) &&
      (company
        ? section('company', 'Company details', any('company.'), companySection(shown))
        : section('person', 'Personal details', any('individual.'), personSection(shown))),
    (view.everything || due.has('external_account')) &&
      section(
        'bank',
        'Bank account for payouts',
        due.has('external_account'),
        bankSection(shown, view.banks),
      ),
    (view.everything || any('tos_acceptance.')) &&
      section('terms', 'Terms of service', any('tos_acceptance.'), termsSection(shown, account)),
  ].filter(Boolean);
  const body = `<p>Forma uses Stripe to pay you. Fill in what is needed below; fields left blank stay to be done later.</p>
${errorSummary('There is a problem', view.problems)}
<form method="post" novalidate>
${sections.length ? sections.join('\n') : '<p class="card">Nothing more is needed: your account is complete.</p>'}
<button class="primary" type="submit" name="intent" value="submit">Submit</button>
<button class="secondary" type="submit" name="intent" value="later">Save and finish later</button>
</form>`;
  return page('Set up your payouts', body);
}
