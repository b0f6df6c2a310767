// Validation texts of platform.md section 5, word for word (note the curly ’ in nameRule).

import { personMessages } from '../accounts/accounts.messages.ts';

export const passwordMin = (min: number): string =>
  `Password must have at least ${min} characters.`;

export const ageMin = personMessages.ageMin;

export const authMessages = {
  nameRule: personMessages.nameRule,
  accountNameRequired: personMessages.accountNameRequired,
  firstNameRequired: personMessages.firstNameRequired,
  lastNameRequired: personMessages.lastNameRequired,
  // Alternative capitalisation also listed in section 5.
  firstNameRequiredAlt: 'First Name is required',
  lastNameRequiredAlt: 'Last Name is required',
  emailInvalid: 'Please enter a valid email address.',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  countryRequired: personMessages.countryRequired,
  agreementRequired: 'You must agree before submitting.',
  passwordMin,
  passwordsNotIdentical: 'Passwords must be identical.',
  birthdateRequired: personMessages.birthdateRequired,
  birthdateInvalid: personMessages.birthdateInvalid,
  ageMin,
  settingsAccountNameTooShort: 'Account name is too short (minimum is 1 character)',
} as const;
