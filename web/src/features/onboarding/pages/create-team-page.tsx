import { Link } from '../../../lib/router';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod';
import { accountNameSchema, countrySchema } from '@forma/contract/auth/auth.rules';
import { pathTo } from '../../../lib/routes/paths';
import { CountryStateFields } from '../../../components/forms/country-state-fields';
import { contractResolver } from '../../../components/forms/form-resolver';
import { useRefusal } from '../../../components/forms/use-refusal';
import { AuthCard } from '../../../components/layout/auth-card';
import { useCreateAndEnterAccount } from '../../accounts';
import { useMe } from '../../../lib/session/me';
import { useSettings } from '../../../lib/reference-data';
import { createTeamTexts as t, onboardingTexts as o } from '../onboarding.messages';

const teamSchema = z.object({ title: accountNameSchema, country: countrySchema });

const FIELDS = ['title', 'country', 'state'];

type Values = { title: string; country: string | null; state: string | null };

/**
 * onboarding-create/:type and onboarding-setup/:type (type team): an extra team account
 * (POST accounts {account:{kind:'team', title, country, state}}), then the app switches into it.
 */
export default function CreateTeamPage() {
  const me = useMe();
  const settings = useSettings();
  const create = useCreateAndEnterAccount();
  const refusal = useRefusal();
  const form = useForm<Values>({
    initialValues: {
      title: '',
      country: me?.private.country ?? null,
      state: me?.private.state ?? null,
    },
    validate: contractResolver(teamSchema, (values: Values) => ({
      ...values,
      country: values.country ?? '',
    })),
    validateInputOnBlur: ['title', 'country'],
  });

  const submit = form.onSubmit((values) => {
    const { title, country } = teamSchema.parse({ ...values, country: values.country ?? '' });
    create.mutate(
      { account: { kind: 'team', title, country, state: values.state } },
      { onError: (error) => refusal.onFailure(error, FIELDS, form.setErrors) },
    );
  }, refusal.onInvalid);

  if (!me) {
    return (
      <AuthCard title={t.title} subtitle={t.logInFirst}>
        <Button component={Link} to={pathTo('onboarding-signin')} size="md" fullWidth>
          {o.logIn}
        </Button>
      </AuthCard>
    );
  }

  const busy = create.isPending || create.isSuccess;
  return (
    <AuthCard title={t.title} subtitle={t.subtitle} width={520}>
      <form ref={refusal.ref} onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={o.accountName}
            description={t.nameHint}
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
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={busy}
            disabled={busy || !form.isValid()}
          >
            {t.submit}
          </Button>
          <Button component={Link} to={pathTo('create-account')} variant="subtle" color="gray">
            {o.back}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
