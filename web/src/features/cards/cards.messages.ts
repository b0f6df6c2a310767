// The cards area's texts. The spec gives the two card messages of programs-and-commerce.md 8; the
// card fields' own messages are Stripe's Payment Element's, so the sandbox form reads like it;
// the rest is ours.

/** spec 8: "Card library missing: '{payment provider} library not loaded!'" */
export const CARD_LIBRARY_MISSING = 'Stripe library not loaded!';

/** The card form's labels and the texts the spec leaves open (ours). */
export const cardFormTexts = {
  loading: 'Loading the card form',
  saveCard: 'Save card',
  saveDetails: 'Save',
  cancel: 'Cancel',
  // When the provider answers without a message of its own.
  setupFailed: 'Your card could not be set up. Please try again or use another card.',
  authenticationFailed:
    'Your card could not be authenticated. Please try again, or use another card.',
  unreachable: 'The card provider could not be reached. Please try again.',
} as const;

/** The sandbox's own card form (ours), with Stripe's field messages. */
export const sandboxCardTexts = {
  cardNumber: 'Card number',
  expiry: 'Expiry (MM / YY)',
  expiryPlaceholder: 'MM / YY',
  cvc: 'CVC',
  nameOnCard: 'Name on card',
  country: 'Country',
  postalCode: 'Postal code',
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: 'Your card’s expiration date is incomplete.',
  expiryPast: 'Your card’s expiration date is in the past.',
  cvcIncomplete: 'Your card’s security code is incomplete.',
  nameRequired: 'Name on card is required.',
  postalCodeIncomplete: 'Your postal code is incomplete.',
  countryRequired: 'Country is required.',
  testCardsTitle: 'Sandbox payments: no real money moves. Test cards:',
  testCards: [
    '4242 4242 4242 4242 succeeds',
    '4000 0000 0000 0002 declined',
    '4000 0000 0000 9995 insufficient funds',
    '4000 0000 0000 0341 attaches then fails when charged',
    '4000 0025 0000 3155 needs authentication',
    '4000 0027 6000 3184 always needs authentication',
  ],
  testCardsAnyExpiry: 'Any future expiry, any CVC.',
} as const;

/** The billing details form of edit mode (ours). */
export const billingDetailsTexts = {
  name: 'Name',
  phone: 'Phone',
  line1: 'Address',
  line2: 'Address line 2',
  city: 'City',
  postalCode: 'Postal code',
  nameRequired: 'Name is required.',
  line1Required: 'Address is required.',
  cityRequired: 'City is required.',
  postalCodeRequired: 'Postal code is required.',
  countryRequired: 'Country is required.',
  stateRequired: 'State is required.',
} as const;
