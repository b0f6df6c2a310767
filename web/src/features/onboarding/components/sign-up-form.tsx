import { useState } from 'react';
import { Alert, Anchor, Button, Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { minAgeForRole, signUpFormSchema, type Role } from '@forma/contract/auth/auth.rules';
import type { SessionResponse, SignUpFlow } from '@forma/contract/auth/auth.schemas';
import { pathTo } from '../../../lib/routes/paths';
import { birthdateText } from '../../../components/forms/birthdate-fields';
import {
  birthdateFormErrors,
  FormBirthdateFields,
} from '../../../components/forms/form-birthdate-fields';
import { CountryStateFields } from '../../../components/forms/country-state-fields';
import { PasswordFields } from '../../../components/forms/password-fields';
import { useRefusal } from '../../../components/forms/use-refusal';
import { storageKeys } from '../../../lib/storage-keys';
import { useAppConfig } from '../../auth';
import { useSettings } from '../../../lib/reference-data';
import { useSignUp } from '../api/sign-up';
import { onboardingTexts as o, signUpFormTexts as t } from '../onboarding.messages';

type Props = {
  role: Role;
  flow: SignUpFlow;
  /** Standalone coaches name their account. */
  withAccountName?: boolean;
  /** An invitation fixes the e-mail address. */
  fixedEmail?: string;
  invitationToken?: string;
  onSignedUp: (session: SessionResponse) => Promise<unknown> | void;
};

type Values = {
  account_name: string;
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
  country: string | null;
  state: string | null;
  day: string;
  month: string;
  year: string;
  agreement: boolean;
};

const FORM_FIELDS = [
  'account_name',
  'first_name',
  'last_name',
  'email',
  'password',
  'password_confirmation',
  'country',
  'state',
  'birthdate',
  'agreement',
] as const;

/** The UTM query stored when a visitor arrived from a campaign link (spec 2.9). */
function storedUtm(): Record<string, string> | undefined {
  const query = localStorage.getItem(storageKeys.utmQuery);
  if (!query) return undefined;
  const entries = [...new URLSearchParams(query).entries()];
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** SIGN UP (spec 2.2, 3 "Sign-up", 5): validated with the contract's sign-up schema and birthdate rules. */
export function SignUpForm({
  role,
  flow,
  withAccountName = false,
  fixedEmail,
  invitationToken,
  onSignedUp,
}: Props) {
  const config = useAppConfig();
  const settings = useSettings();
  const signUp = useSignUp();
  const [failure, setFailure] = useState<string | null>(null);
  const refusal = useRefusal();
  const minAge = minAgeForRole(role);

  const toInput = (values: Values) => ({
    role,
    account_name: withAccountName ? values.account_name : undefined,
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email,
    password: values.password,
    password_confirmation: values.password_confirmation,
    country: values.country ?? '',
    state: values.state,
    birthdate: birthdateText(values),
    agreement: values.agreement,
  });

  const validate = (values: Values): FormErrors => {
    const errors: FormErrors = {};
    const result = signUpFormSchema.safeParse(toInput(values));
    for (const issue of result.error?.issues ?? []) {
      const key = issue.path.join('.');
      // The three birthdate fields are checked part by part below.
      if (key !== 'birthdate' && !errors[key]) errors[key] = issue.message;
    }
    return { ...errors, ...birthdateFormErrors(values, minAge) };
  };

  const form = useForm<Values>({
    initialValues: {
      account_name: '',
      first_name: '',
      last_name: '',
      email: fixedEmail ?? '',
      password: '',
      password_confirmation: '',
      country: null,
      state: null,
      day: '',
      month: '',
      year: '',
      agreement: false,
    },
    validate,
    validateInputOnBlur: [
      'account_name',
      'first_name',
      'last_name',
      'email',
      'password',
      'password_confirmation',
      'country',
    ],
  });

  const submit = form.onSubmit(async (values) => {
    if (!config.data) return;
    setFailure(null);
    const body = signUpFormSchema.parse(toInput(values));
    try {
      const session = await signUp.mutateAsync({
        ...body,
        flow,
        invitation_token: invitationToken,
        utm: storedUtm(),
        client_id: config.data.client_id,
        client_secret: config.data.client_secret,
      });
      await onSignedUp(session);
    } catch (error) {
      setFailure(refusal.onFailure(error, FORM_FIELDS, form.setErrors).other);
    }
  }, refusal.onInvalid);

  const submitting = form.submitting || signUp.isPending;

  return (
    <form ref={refusal.ref} onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {failure}
          </Alert>
        )}
        {withAccountName && (
          <TextInput
            label={o.accountName}
            autoComplete="organization"
            withAsterisk
            {...form.getInputProps('account_name')}
          />
        )}
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
        <TextInput
          label={o.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          withAsterisk
          readOnly={Boolean(fixedEmail)}
          variant={fixedEmail ? 'filled' : 'default'}
          {...form.getInputProps('email')}
        />
        <PasswordFields
          password={form.getInputProps('password')}
          confirmation={form.getInputProps('password_confirmation')}
        />
        <CountryStateFields
          settings={settings.data}
          country={form.values.country}
          state={form.values.state}
          onCountryChange={(country) => form.setFieldValue('country', country)}
          onStateChange={(state) => form.setFieldValue('state', state)}
          onCountryBlur={() => form.validateField('country')}
          countryError={form.errors.country}
          stateError={form.errors.state}
          payoutOnly={role === 'coach'}
        />
        <FormBirthdateFields form={form} />
        <Checkbox
          label={
            <>
              {t.agreeTo}{' '}
              <Anchor
                href={pathTo('static-page', { page: 'terms_of_use' })}
                target="_blank"
                inherit
              >
                {t.terms}
              </Anchor>{' '}
              {t.and}{' '}
              <Anchor
                href={pathTo('static-page', { page: 'privacy_policy' })}
                target="_blank"
                inherit
              >
                {t.privacyPolicy}
              </Anchor>
            </>
          }
          {...form.getInputProps('agreement', { type: 'checkbox' })}
          onChange={(event) => {
            form.setFieldValue('agreement', event.currentTarget.checked);
            form.validateField('agreement');
          }}
        />
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={submitting}
          disabled={!config.data || submitting}
        >
          {t.submit}
        </Button>
      </Stack>
    </form>
  );
}
