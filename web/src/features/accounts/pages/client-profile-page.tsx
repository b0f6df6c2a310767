import { Button, Center, Group, Loader, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod';
import {
  countrySchema,
  firstNameSchema,
  lastNameSchema,
  MIN_AGE,
} from '@forma/contract/auth/auth.rules';
import type { CurrentUser } from '@forma/contract/accounts/users.schemas';
import { showAlert } from '../../../components/feedback/show-alert';
import { CountryStateFields } from '../../../components/forms/country-state-fields';
import { contractResolver } from '../../../components/forms/form-resolver';
import { PageContainer } from '../../../components/layout/page-container';
import { SectionCard } from '../../../components/layout/section-card';
import { sharedTexts } from '../../../lib/messages';
import { useMe } from '../../../lib/session/me';
import { useSettings } from '../../../lib/reference-data';
import { useUpdateMe } from '../api/update-me';
import { clientCurrencies } from '../client-currencies';
import { AvatarUploader } from '../components/avatar-uploader';
import { BirthdateAutosaveField } from '../components/birthdate-autosave-field';
import { DeleteAccountSection } from '../components/delete-account-section';
import { GenderAutosaveField } from '../components/gender-field';
import { PasswordChangeForm } from '../components/password-change-form';
import { useRefusal } from '../../../components/forms/use-refusal';
import { profilePageTexts as t, profileTexts } from '../accounts.messages';

const detailsSchema = z.object({
  first_name: firstNameSchema,
  last_name: lastNameSchema,
  country: countrySchema,
});

const DETAILS_FIELDS = ['first_name', 'last_name', 'country', 'state', 'currency'];

type DetailsValues = {
  first_name: string;
  last_name: string;
  country: string | null;
  state: string | null;
  currency: string | null;
};

/** user_profile_info: the client's profile. */
export default function ClientProfilePage() {
  const me = useMe();
  if (!me) {
    return (
      <Center mih="50vh">
        <Loader role="progressbar" aria-label={sharedTexts.loading} />
      </Center>
    );
  }
  return <ClientProfile user={me.current} />;
}

function ClientProfile({ user }: { user: CurrentUser }) {
  const updateMe = useUpdateMe();
  return (
    <PageContainer size="md" title={t.clientTitle} description={t.clientDescription}>
      <SectionCard title={t.personalDetails}>
        <AvatarUploader url={user.avatar_url} name={user.full_name} target="avatar" />
        <DetailsForm user={user} />
      </SectionCard>
      <SectionCard title={t.aboutYou} description={t.autosaves}>
        <BirthdateAutosaveField
          initial={user.birthdate}
          minAge={MIN_AGE.client}
          onSave={(birthdate) =>
            updateMe
              .mutateAsync({ user: { birthdate } })
              .then(() => showAlert('congrats', profileTexts.readyToGo))
          }
        />
        <GenderAutosaveField
          initial={user.gender}
          onSave={(gender) =>
            updateMe
              .mutateAsync({ user: { gender } })
              .then(() => showAlert('congrats', profileTexts.saved))
          }
        />
      </SectionCard>
      <SectionCard title={t.password}>
        <PasswordChangeForm />
      </SectionCard>
      <SectionCard title={t.deleteAccount}>
        <DeleteAccountSection />
      </SectionCard>
    </PageContainer>
  );
}

function DetailsForm({ user }: { user: CurrentUser }) {
  const settings = useSettings();
  const updateMe = useUpdateMe();
  const refusal = useRefusal();
  const toInput = (values: DetailsValues) => ({ ...values, country: values.country ?? '' });
  const form = useForm<DetailsValues>({
    initialValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      country: user.country,
      state: user.state,
      currency: user.currency,
    },
    validate: contractResolver(detailsSchema, toInput),
    validateInputOnBlur: ['first_name', 'last_name', 'country'],
  });
  const currencies = clientCurrencies(settings.data, form.values.country);

  const submit = form.onSubmit(async (values) => {
    const details = detailsSchema.parse(toInput(values));
    try {
      await updateMe.mutateAsync({
        user: { ...details, state: values.state, currency: values.currency ?? undefined },
      });
      form.resetDirty();
      showAlert('congrats', profileTexts.saved);
    } catch (error) {
      refusal.onFailure(error, DETAILS_FIELDS, form.setErrors);
    }
  }, refusal.onInvalid);

  return (
    <form ref={refusal.ref} onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t.firstName}
            autoComplete="given-name"
            withAsterisk
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label={t.lastName}
            autoComplete="family-name"
            withAsterisk
            {...form.getInputProps('last_name')}
          />
        </SimpleGrid>
        <CountryStateFields
          settings={settings.data}
          country={form.values.country}
          state={form.values.state}
          onCountryChange={(country) => {
            form.setFieldValue('country', country);
            // A currency of the previous country may no longer be offered.
            if (
              form.values.currency &&
              !clientCurrencies(settings.data, country).includes(form.values.currency)
            ) {
              form.setFieldValue('currency', null);
            }
          }}
          onStateChange={(state) => form.setFieldValue('state', state)}
          onCountryBlur={() => form.validateField('country')}
          countryError={form.errors.country}
        />
        <Select label={t.currency} data={currencies} {...form.getInputProps('currency')} />
        <Group>
          <Button
            type="submit"
            loading={updateMe.isPending}
            disabled={updateMe.isPending || !form.isDirty() || !form.isValid()}
          >
            {t.saveChanges}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
