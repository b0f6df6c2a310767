/**
 * A card's billing details as `PATCH stripe/card/{id}` takes them (spec 7:
 * `{billing_details: {name, address, phone}, preferred_network}`), in Stripe's shape.
 */
export type BillingDetails = {
  name: string;
  phone: string | null;
  address: {
    line1: string;
    line2: string | null;
    city: string;
    state: string | null;
    postal_code: string;
    country: string;
  };
};

/** Details a card already has (Stripe's `billing_details`: any of them may be missing). */
export type BillingDetailsInput = {
  name?: string | null;
  phone?: string | null;
  address?: { [Field in keyof BillingDetails['address']]?: string | null } | null;
};

/** The saving callbacks may return a promise: the form stays busy until it settles. */
type Saving<Value> = (value: Value) => unknown;

/** Adds a card: confirms the SetupIntent of `clientSecret` and reports the new payment method. */
export type AddCardFormProps = {
  mode: 'add';
  /** The SetupIntent's client secret (`GET stripe/card_init`). */
  clientSecret: string;
  /** The coach's connected account the card is saved on (spec 7), or null for the platform. */
  stripeAccount: string | null;
  /**
   * Where a card that needs authentication comes back to (spec 4.6: user_billing_payment_methods),
   * a path or an address; this page when left out.
   */
  returnUrl?: string;
  onSaved: Saving<string>;
  onCancel: () => void;
};

/** Edits a saved card's billing details only; the caller sends them. */
export type EditCardFormProps = {
  mode: 'edit';
  billingDetails?: BillingDetailsInput | null;
  onDetails: Saving<BillingDetails>;
  onCancel: () => void;
};

export type CardFormProps = AddCardFormProps | EditCardFormProps;
