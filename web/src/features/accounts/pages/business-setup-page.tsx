import { Link, useParams } from '../../../lib/router';
import { Button, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod';
import { accountNameSchema, countrySchema } from '@forma/contract/auth/auth.rules';
import { pathTo } from '../../../lib/routes/paths';
import { CountryStateFields } from '../../../components/forms/country-state-fields';
import { contractResolver } from '../../../components/forms/form-resolver';
import { useRefusal } from '../../../components/forms/use-refusal';
import { AuthCard } from '../../../components/layout/auth-card';
import { useMe } from '../../../lib/session/me';
import { useSettings } from '../../../lib/reference-data';
import { useCreateAndEnterAccount } from '../hooks/use-create-and-enter-account';
import { businessSetupTexts as t } from '../accounts.messages';

const businessSchema = z.object({
  title: accountNameSchema,
  country: countrySchema,
  platform_currency: z.string().length(3, t.currencyRequired),
});

const FIELDS = ['title', 'country', 'state', 'platform_currency'];

type Values = {
  title: string;
  country: string | null;
  state: string | null;
  platform_currency: string | null;
};

/**
 * onboarding-business-setup/:type (brand or gym): name, country, state and currency ->
 * POST accounts, then switch into the new account and reload there.
 */
export default function BusinessSetupPage() {
  const { type } = useParams();
  const kind = type === 'gym' ? 'gym' : 'brand';
  const me = useMe();
  const settings = useSettings();
  const create = useCreateAndEnterAccount();
  const refusal = useRefusal();
  const toInput = (values: Values) => ({
    ...values,
    country: values.country ?? '',
    platform_currency: values.platform_currency ?? '',
  });
  const form = useForm<Values>({
    initialValues: {
      title: '',
      country: me?.private.country ?? null,
      state: me?.private.state ?? null,
      platform_currency: me?.private.platform_currency ?? null,
    },
    validate: contractResolver(businessSchema, toInput),
    validateInputOnBlur: ['title', 'country'],
  });

  const submit = form.onSubmit((values) => {
    const { title, country, platform_currency } = businessSchema.parse(toInput(values));
    create.mutate(
      { account: { kind, title, country, state: values.state, platform_currency } },
      { onError: (error) => refusal.onFailure(error, FIELDS, form.setErrors) },
    );
  }, refusal.onInvalid);

  const noun = t.nouns[kind];
  const busy = create.isPending || create.isSuccess;
  return (
    <AuthCard title={t.title(noun)} subtitle={t.subtitle(noun)} width={520}>
      <form ref={refusal.ref} onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t.accountName}
            description={t.accountNameHint(noun)}
            autoComplete="organization"
            withAsterisk
            {...form.getInputProps('title')}
          />
          <CountryStateFields
            settings={settings.data}
            country={form.values.country}
            state={form.values.state}
            onCountryChange={(country) => form.setFieldValue('country', country)}
            onStateChange={(state) => form.setFieldValue('state', state)}
            onCountryBlur={() => form.validateField('country')}
            countryError={form.errors.country}
            payoutOnly
          />
          <Select
            label={t.currency}
            description={t.currencyHint}
            data={(settings.data?.currencies ?? []).map(({ code }) => code)}
            searchable
            withAsterisk
            {...form.getInputProps('platform_currency')}
          />
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={busy}
            disabled={busy || !form.isValid()}
          >
            {t.create(noun)}
          </Button>
          <Button component={Link} to={pathTo('create-account')} variant="subtle" color="gray">
            {t.back}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
