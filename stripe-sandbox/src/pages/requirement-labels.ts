/** How the onboarding page names a requirement Stripe lists as due. */
const LABELS: Record<string, string> = {
  business_type: 'Type of business',
  'business_profile.mcc': 'Industry',
  'business_profile.url': 'Business website or product description',
  'individual.first_name': 'First name',
  'individual.last_name': 'Last name',
  'individual.email': 'Email',
  'individual.phone': 'Phone number',
  'individual.dob.day': 'Date of birth',
  'individual.dob.month': 'Date of birth',
  'individual.dob.year': 'Date of birth',
  'individual.address.line1': 'Address line 1',
  'individual.address.city': 'City',
  'individual.address.postal_code': 'Postal code',
  'individual.id_number': 'ID number',
  'company.name': 'Legal business name',
  'company.tax_id': 'Tax ID',
  'company.phone': 'Business phone number',
  'company.address.line1': 'Address line 1',
  'company.address.city': 'City',
  'company.address.postal_code': 'Postal code',
  external_account: 'Bank account for payouts',
  'tos_acceptance.date': 'Agreement to the Stripe Connected Account Agreement',
  'tos_acceptance.ip': 'Agreement to the Stripe Connected Account Agreement',
};

/** The requirements as distinct labels, in the order given. */
export function requirementLabels(requirements: string[]): string[] {
  return [...new Set(requirements.map((requirement) => LABELS[requirement] ?? requirement))];
}
