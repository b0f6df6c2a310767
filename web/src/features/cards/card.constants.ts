import type { StripeExpressCheckoutElementOptions } from '@stripe/stripe-js';

// programs-and-commerce.md 9: "Express checkout: button height 40, up to 3 columns and 3 rows, one
// wallet 'always', the other 'auto', link payments off; form marked loaded 1500 ms after ready."

export const expressCheckoutOptions = {
  buttonHeight: 40,
  layout: { maxColumns: 3, maxRows: 3 },
  paymentMethods: { applePay: 'always', googlePay: 'auto', link: 'never' },
} as const satisfies StripeExpressCheckoutElementOptions;

/** The wallet buttons settle after the elements say they are ready. */
export const FORM_LOADED_AFTER_READY_MS = 1500;
