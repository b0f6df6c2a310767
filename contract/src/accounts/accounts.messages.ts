/** The accounts texts both sides show. */
export const accountMessages = {
  // Product's own: an account id in a body that is none of the caller's accounts.
  unknownAccount: 'This account was not found.',
  /** A coach calling what is for clients (purchases, My programs, cards: spec 6). */
  clientsOnly: 'Login using a client account to access this program.',
} as const;

/** Validation texts of a person's and an account's fields (platform.md section 5, word for word; note the curly ’ in nameRule). */
export const personMessages = {
  nameRule:
    'Name field must contain less than 50 characters and can’t contain any of the following characters: / | \\ + = @ : < > ? ;',
  accountNameRequired: 'Name is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  countryRequired: 'Country is required',
  birthdateRequired: 'Please enter a valid date of birth',
  birthdateInvalid: 'Please provide a valid Date of Birth.',
  ageMin: (minAge: number): string => `You must be at least ${minAge} years old`,
} as const;
