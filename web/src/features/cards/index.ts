// The cards area's entry: what other features use of it (payments part 2: the purchase page and
// the billing screens).
export { CardForm } from './components/card-form';
export type {
  BillingDetails,
  BillingDetailsInput,
  CardFormProps,
  AddCardFormProps,
  EditCardFormProps,
} from './card-form.types';
export { useCardAuthentication } from './api/use-card-authentication';
export type { AuthenticationRequest, AuthenticationResult } from './api/authentication.types';
export {
  readRedirectResult,
  withoutRedirectParams,
  type RedirectResult,
} from './api/redirect-result';
export { cardReturnUrl, useCardSetupReturn, type SetupReturn } from './api/use-card-setup-return';
