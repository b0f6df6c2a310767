import type { ChangeEvent } from 'react';
import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSettings } from '../../../../lib/reference-data';
import { confirmSandboxSetup, type SandboxCard } from '../../api/confirm-sandbox-setup';
import type { StripeCaller } from '../../api/stripe-api';
import { cardFormTexts, sandboxCardTexts as t } from '../../cards.messages';
import { CardFormFooter } from '../card-form-footer';
import { useCardSubmission } from '../use-card-submission';
import {
  cardNumberError,
  cvcError,
  cvcLength,
  digitsOf,
  expiryError,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
} from './sandbox-card-fields';
import { TestCardsHelp } from './test-cards-help';
import { useBillingCountry } from '../billing-country';

type Values = {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
  country: string | null;
  postalCode: string;
};

type Props = StripeCaller & {
  clientSecret: string;
  returnUrl: string;
  onSaved: (paymentMethodId: string) => unknown;
  onCancel: () => void;
};

function toCard(values: Values): SandboxCard {
  const expiry = parseExpiry(values.expiry);
  return {
    number: digitsOf(values.number),
    expMonth: expiry?.month ?? 0,
    expYear: expiry?.year ?? 0,
    cvc: digitsOf(values.cvc, 4),
    name: values.name.trim(),
    country: values.country ?? '',
    postalCode: values.postalCode.trim(),
  };
}

/**
 * Sandbox mode's card form: the fields of Stripe's Payment Element and billing country, talking
 * to the sandbox's Stripe API as Stripe.js talks to Stripe's (confirm-sandbox-setup.ts).
 */
export function SandboxCardForm({ clientSecret, returnUrl, onSaved, onCancel, ...caller }: Props) {
  const settings = useSettings();
  const submission = useCardSubmission();
  const country = useBillingCountry();
  const form = useForm<Values>({
    initialValues: {
      number: '',
      expiry: '',
      cvc: '',
      name: '',
      country,
      postalCode: '',
    },
    validate: {
      number: cardNumberError,
      expiry: (expiry) => expiryError(expiry),
      cvc: (cvc, values) => cvcError(cvc, values.number),
      name: (name) => (name.trim() ? null : t.nameRequired),
      country: (country) => (country ? null : t.countryRequired),
      postalCode: (code) => (code.trim() ? null : t.postalCodeIncomplete),
    },
    validateInputOnBlur: true,
  });
  const countries = (settings.data?.countries ?? []).map((country) => ({
    value: country.code,
    label: country.name,
  }));

  const submit = form.onSubmit((values) =>
    submission.run(async () => {
      const outcome = await confirmSandboxSetup(caller, {
        card: toCard(values),
        clientSecret,
        returnUrl,
      });
      if (outcome.status === 'redirecting') return false;
      await onSaved(outcome.paymentMethodId);
      return true;
    }),
  );

  const typed =
    (field: 'number' | 'expiry' | 'cvc', format: (value: string) => string) =>
    (event: ChangeEvent<HTMLInputElement>) =>
      form.setFieldValue(field, format(event.currentTarget.value));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TestCardsHelp />
        <TextInput
          label={t.cardNumber}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          withAsterisk
          {...form.getInputProps('number')}
          onChange={typed('number', formatCardNumber)}
        />
        <SimpleGrid cols={2} spacing="md">
          <TextInput
            label={t.expiry}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t.expiryPlaceholder}
            withAsterisk
            {...form.getInputProps('expiry')}
            onChange={typed('expiry', formatExpiry)}
          />
          <TextInput
            label={t.cvc}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder={cvcLength(form.values.number) === 4 ? '1234' : '123'}
            withAsterisk
            {...form.getInputProps('cvc')}
            onChange={typed('cvc', (value) => digitsOf(value, cvcLength(form.values.number)))}
          />
        </SimpleGrid>
        <TextInput
          label={t.nameOnCard}
          autoComplete="cc-name"
          withAsterisk
          {...form.getInputProps('name')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Select
            label={t.country}
            data={countries}
            searchable
            withAsterisk
            autoComplete="off"
            disabled={!settings.data}
            {...form.getInputProps('country')}
          />
          <TextInput
            label={t.postalCode}
            autoComplete="postal-code"
            withAsterisk
            {...form.getInputProps('postalCode')}
          />
        </SimpleGrid>
        <CardFormFooter
          error={submission.error}
          busy={submission.busy}
          complete={settings.isSuccess && form.isValid()}
          submitLabel={cardFormTexts.saveCard}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
