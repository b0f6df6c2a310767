import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CountryStateFields, statesOf } from '../../../components/forms/country-state-fields';
import { useSettings } from '../../../lib/reference-data';
import { billingDetailsTexts as t, cardFormTexts } from '../cards.messages';
import type { BillingDetails, EditCardFormProps } from '../card-form.types';
import { CardFormFooter } from './card-form-footer';
import { useCardSubmission } from './use-card-submission';

type Values = {
  name: string;
  phone: string;
  line1: string;
  line2: string;
  city: string;
  country: string | null;
  state: string | null;
  postalCode: string;
};

const filled = (message: string) => (value: string) => (value.trim() ? null : message);

const orNull = (value: string) => value.trim() || null;

/**
 * Edit mode (spec 5: complete without the payment element): a saved card's billing details,
 * handed to the caller in the shape `PATCH stripe/card/{id}` takes. No card data passes here, so
 * it is the app's own form in both payment modes.
 */
export function BillingDetailsForm({ billingDetails, onDetails, onCancel }: EditCardFormProps) {
  const settings = useSettings();
  const submission = useCardSubmission();
  const address = billingDetails?.address;
  const form = useForm<Values>({
    initialValues: {
      name: billingDetails?.name ?? '',
      phone: billingDetails?.phone ?? '',
      line1: address?.line1 ?? '',
      line2: address?.line2 ?? '',
      city: address?.city ?? '',
      country: address?.country ?? null,
      state: address?.state ?? null,
      postalCode: address?.postal_code ?? '',
    },
    validate: {
      name: filled(t.nameRequired),
      line1: filled(t.line1Required),
      city: filled(t.cityRequired),
      postalCode: filled(t.postalCodeRequired),
      country: (country) => (country ? null : t.countryRequired),
      state: (state, values) =>
        state || statesOf(settings.data, values.country).length === 0 ? null : t.stateRequired,
    },
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) => {
    const details: BillingDetails = {
      name: values.name.trim(),
      phone: orNull(values.phone),
      address: {
        line1: values.line1.trim(),
        line2: orNull(values.line2),
        city: values.city.trim(),
        state: values.state,
        postal_code: values.postalCode.trim(),
        country: values.country ?? '',
      },
    };
    void submission.run(async () => {
      await onDetails(details);
      return true;
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t.name}
          autoComplete="name"
          withAsterisk
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t.line1}
          autoComplete="address-line1"
          withAsterisk
          {...form.getInputProps('line1')}
        />
        <TextInput label={t.line2} autoComplete="address-line2" {...form.getInputProps('line2')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t.city}
            autoComplete="address-level2"
            withAsterisk
            {...form.getInputProps('city')}
          />
          <TextInput
            label={t.postalCode}
            autoComplete="postal-code"
            withAsterisk
            {...form.getInputProps('postalCode')}
          />
        </SimpleGrid>
        <CountryStateFields
          settings={settings.data}
          country={form.values.country}
          state={form.values.state}
          onCountryChange={(country) => form.setFieldValue('country', country)}
          onStateChange={(state) => form.setFieldValue('state', state)}
          onCountryBlur={() => form.validateField('country')}
          countryError={form.errors.country}
          stateError={form.errors.state}
        />
        <TextInput label={t.phone} type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
        <CardFormFooter
          error={submission.error}
          busy={submission.busy}
          complete={settings.isSuccess && form.isValid()}
          submitLabel={cardFormTexts.saveDetails}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
