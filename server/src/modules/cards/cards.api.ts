// What other areas may use of cards: the one file they import from it (eslint.config.js).
export { defaultCard, ensureCustomer } from './stripe-customer.ts';
