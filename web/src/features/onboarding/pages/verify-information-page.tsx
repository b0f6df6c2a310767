import { Link, useNavigate, useParams } from '../../../lib/router';
import { Button, Center, Loader, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod';
import {
  countrySchema,
  firstNameSchema,
  lastNameSchema,
  MIN_AGE,
} from '@forma/contract/auth/auth.rules';
import { pathTo } from '../../../lib/routes/paths';
import { birthdateParts, birthdateText } from '../../../components/forms/birthdate-fields';
import { CountryStateFields } from '../../../components/forms/country-state-fields';
import {
  birthdateFormErrors,
  FormBirthdateFields,
} from '../../../components/forms/form-birthdate-fields';
import { contractResolver } from '../../../components/forms/form-resolver';
import { AuthCard } from '../../../components/layout/auth-card';
import { sharedTexts } from '../../../lib/messages';
import { useUpdatePrivate } from '../../accounts';
import { useMe } from '../../../lib/session/me';
import { useSettings } from '../../../lib/reference-data';
import { useRefusal } from '../../../components/forms/use-refusal';
import { onboardingTexts as o, verifyInformationTexts as t } from '../onboarding.messages';

const VERIFY_ROLES = ['standalone', 'team', 'brand', 'gym'] as const;
type VerifyRole = (typeof VERIFY_ROLES)[number];

const personSchema = z.object({
  first_name: firstNameSchema,
  last_name: lastNameSchema,
  country: countrySchema,
});

const FIELDS = ['first_name', 'last_name', 'country', 'state', 'birthdate'];

type Values = {
  first_name: string;
  last_name: string;
  country: string | null;
  state: string | null;
  day: string;
  month: string;
  year: string;
};

/** Where the coach goes once verified: the setup of the account kind they are starting. */
function nextPath(role: VerifyRole): string {
  if (role === 'brand' || role === 'gym')
    return pathTo('onboarding-business-setup', { type: role });
  if (role === 'team') return pathTo('onboarding-setup', { type: 'team' });
  return pathTo('my_plans');
}

/**
 * onboarding-verify-information/:role (standalone, team, brand, gym): a signed-in coach confirms
 * name, country and date of birth (PATCH users/private), then continues.
 */
export default function VerifyInformationPage() {
  const me = useMe();
  const { role } = useParams();
  const verifyRole: VerifyRole = VERIFY_ROLES.find((value) => value === role) ?? 'standalone';

  if (!me) {
    return (
      <AuthCard title={t.title} subtitle={t.logInFirst}>
        <Button component={Link} to={pathTo('onboarding-signin')} size="md" fullWidth>
          {o.logIn}
        </Button>
      </AuthCard>
    );
  }
  return <VerifyForm person={me.private} role={verifyRole} />;
}

function VerifyForm({
  person,
  role,
}: {
  person: {
    first_name: string;
    last_name: string;
    country: string | null;
    state: string | null;
    birthdate: string | null;
  };
  role: VerifyRole;
}) {
  const navigate = useNavigate();
  const settings = useSettings();
  const updatePrivate = useUpdatePrivate();
  const refusal = useRefusal();
  const form = useForm<Values>({
    initialValues: {
      first_name: person.first_name,
      last_name: person.last_name,
      country: person.country,
      state: person.state,
      ...birthdateParts(person.birthdate),
    },
    validate: (values) => ({
      ...contractResolver(personSchema)({ ...values, country: values.country ?? '' }),
      ...birthdateFormErrors(values, MIN_AGE.coach),
    }),
    validateInputOnBlur: ['first_name', 'last_name', 'country'],
  });

  const submit = form.onSubmit(async (values) => {
    const person = personSchema.parse({ ...values, country: values.country ?? '' });
    try {
      await updatePrivate.mutateAsync({
        private: { ...person, state: values.state, birthdate: birthdateText(values) },
      });
      navigate(nextPath(role), { replace: true });
    } catch (error) {
      refusal.onFailure(error, FIELDS, form.setErrors);
    }
  }, refusal.onInvalid);

  if (!settings.data && settings.isPending) {
    return (
      <Center mih="60vh">
        <Loader role="progressbar" aria-label={sharedTexts.loading} />
      </Center>
    );
  }

  return (
    <AuthCard title={t.title} subtitle={t.subtitle} width={560}>
      <form ref={refusal.ref} onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={o.firstName}
              autoComplete="given-name"
              withAsterisk
              {...form.getInputProps('first_name')}
            />
            <TextInput
              label={o.lastName}
              autoComplete="family-name"
              withAsterisk
              {...form.getInputProps('last_name')}
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
            payoutOnly
          />
          <FormBirthdateFields form={form} />
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={updatePrivate.isPending}
            disabled={updatePrivate.isPending}
          >
            {o.continue}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
