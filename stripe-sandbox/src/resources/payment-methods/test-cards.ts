/**
 * Stripe's test cards, the one table the sandbox reads a card's behaviour from. A number not in
 * the table but passing the Luhn check behaves like 4242 4242 4242 4242.
 */

/** Why a card is refused, as Stripe words it (`card_error`, 402). */
export type Decline = {
  code: string;
  decline_code: string;
  message: string;
  param?: string;
};

export type Authentication =
  /** Never asks. */
  | 'none'
  /** Asks on setup and on session; off-session charges succeed once the card is set up. */
  | 'on_setup'
  /** Asks every time; off-session charges fail with `authentication_required`. */
  | 'always';

export type TestCard = {
  number: string;
  brand: 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';
  funding: 'credit' | 'debit';
  country: string;
  /** Refused when the card is set up or attached, and when charged. */
  declineOnSetup?: Decline;
  /** Refused when charged (attaching and setting up succeed). */
  declineOnCharge?: Decline;
  authentication: Authentication;
  /** Charges are available in the balance at once (Stripe's bypass-pending card). */
  availableAtOnce?: boolean;
};

const declined = (decline_code: string, message = 'Your card was declined.'): Decline => ({
  code: 'card_declined',
  decline_code,
  message,
});

export const DECLINES = {
  generic: declined('generic_decline'),
  insufficientFunds: declined('insufficient_funds', 'Your card has insufficient funds.'),
  lostCard: declined('lost_card'),
  stolenCard: declined('stolen_card'),
  expiredCard: {
    code: 'expired_card',
    decline_code: 'expired_card',
    message: 'Your card has expired.',
    param: 'exp_month',
  },
  incorrectCvc: {
    code: 'incorrect_cvc',
    decline_code: 'incorrect_cvc',
    message: "Your card's security code is incorrect.",
    param: 'cvc',
  },
  processingError: {
    code: 'processing_error',
    decline_code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
  authenticationRequired: {
    code: 'authentication_required',
    decline_code: 'authentication_required',
    message: 'Your card was declined. This transaction requires authentication.',
  },
} satisfies Record<string, Decline>;

const visa = { brand: 'visa', funding: 'credit', country: 'US', authentication: 'none' } as const;

export const TEST_CARDS: TestCard[] = [
  { ...visa, number: '4242424242424242' },
  { ...visa, number: '5555555555554444', brand: 'mastercard' },
  { ...visa, number: '378282246310005', brand: 'amex' },
  { ...visa, number: '4000056655665556', funding: 'debit' },
  { ...visa, number: '4000000000000002', declineOnSetup: DECLINES.generic },
  { ...visa, number: '4000000000009995', declineOnSetup: DECLINES.insufficientFunds },
  { ...visa, number: '4000000000009987', declineOnSetup: DECLINES.lostCard },
  { ...visa, number: '4000000000009979', declineOnSetup: DECLINES.stolenCard },
  { ...visa, number: '4000000000000069', declineOnSetup: DECLINES.expiredCard },
  { ...visa, number: '4000000000000127', declineOnSetup: DECLINES.incorrectCvc },
  { ...visa, number: '4000000000000119', declineOnSetup: DECLINES.processingError },
  { ...visa, number: '4000000000000341', declineOnCharge: DECLINES.generic },
  { ...visa, number: '4000002500003155', authentication: 'on_setup' },
  { ...visa, number: '4000002760003184', authentication: 'always', country: 'DE' },
  { ...visa, number: '4000000000003220', authentication: 'always' },
  { ...visa, number: '4000000000000077', availableAtOnce: true },
];

/** Stripe's test PaymentMethod ids: each use makes a fresh PaymentMethod of this card. */
export const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_amex: '378282246310005',
  pm_card_visa_debit: '4000056655665556',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclinedLostCard: '4000000000009987',
  pm_card_chargeDeclinedStolenCard: '4000000000009979',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_chargeDeclinedIncorrectCvc: '4000000000000127',
  pm_card_chargeDeclinedProcessingError: '4000000000000119',
  pm_card_chargeCustomerFail: '4000000000000341',
  pm_card_authenticationRequiredOnSetup: '4000002500003155',
  pm_card_authenticationRequired: '4000002760003184',
  pm_card_threeDSecure2Required: '4000000000003220',
  pm_card_bypassPending: '4000000000000077',
};

const generic: Omit<TestCard, 'number'> = visa;

/** The behaviour of a card number: its row of the table, or an ordinary card of its brand. */
export function testCard(number: string): TestCard {
  return (
    TEST_CARDS.find((card) => card.number === number) ?? {
      ...generic,
      number,
      brand: brandOf(number),
    }
  );
}

export function brandOf(number: string): TestCard['brand'] {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^6(011|5)/.test(number)) return 'discover';
  return 'unknown';
}

/** The Luhn check card numbers pass. */
export function passesLuhn(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
