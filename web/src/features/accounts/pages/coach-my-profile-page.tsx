import { Button, Center, Group, Loader, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod';
import {
  countrySchema,
  firstNameSchema,
  lastNameSchema,
  MIN_AGE,
} from '@forma/contract/auth/auth.rules';
import type { PrivateUser } from '@forma/contract/accounts/users.schemas';
import { showAlert } from '../../../components/feedback/show-alert';
import { CountryStateFields } from '../../../components/forms/country-state-fields';
import { contractResolver } from '../../../components/forms/form-resolver';
import { PageContainer } from '../../../components/layout/page-container';
import { SectionCard } from '../../../components/layout/section-card';
import { sharedTexts } from '../../../lib/messages';
import { useMe } from '../../../lib/session/me';
import { useSettings } from '../../../lib/reference-data';
import { useUpdatePrivate } from '../api/update-private';
import { AvatarUploader } from '../components/avatar-uploader';
import { BirthdateAutosaveField } from '../components/birthdate-autosave-field';
import { GenderAutosaveField } from '../components/gender-field';
import { PasswordChangeForm } from '../components/password-change-form';
import { SocialLinksForm } from '../components/social-links-form';
import { useRefusal } from '../../../components/forms/use-refusal';
import { profilePageTexts as t, profileTexts } from '../accounts.messages';

const detailsSchema = z.object({
  first_name: firstNameSchema,
  last_name: lastNameSchema,
  country: countrySchema,
});

const DETAILS_FIELDS = ['first_name', 'last_name', 'country', 'state', 'platform_currency'];

type DetailsValues = {
  first_name: string;
  last_name: string;
  country: string | null;
  state: string | null;
  platform_currency: string | null;
};

/** coach_my_profile_info: the coach's own (private) profile. */
export default function CoachMyProfilePage() {
  const me = useMe();
  if (!me) {
    return (
      <Center mih="50vh">
        <Loader role="progressbar" aria-label={sharedTexts.loading} />
      </Center>
    );
  }
  return <CoachProfile person={me.private} />;
}

function CoachProfile({ person }: { person: PrivateUser }) {
  const updatePrivate = useUpdatePrivate();
  const saved = () => showAlert('congrats', profileTexts.saved);

  return (
    <PageContainer size="md" title={t.coachTitle} description={t.coachDescription}>
      <SectionCard title={t.personalDetails}>
        <AvatarUploader url={person.avatar_url} name={person.full_name} target="private_avatar" />
        <DetailsForm person={person} />
      </SectionCard>
      <SectionCard title={t.aboutYou} description={t.autosaves}>
        <BirthdateAutosaveField
          initial={person.birthdate}
          minAge={MIN_AGE.coach}
          onSave={(birthdate) => updatePrivate.mutateAsync({ private: { birthdate } }).then(saved)}
        />
        <GenderAutosaveField
          initial={person.gender}
          onSave={(gender) => updatePrivate.mutateAsync({ private: { gender } }).then(saved)}
        />
      </SectionCard>
      <SectionCard title={t.socialLinks} description={t.socialLinksHint}>
        <SocialLinksForm links={person.landing_page?.links ?? {}} />
      </SectionCard>
      <SectionCard title={t.password}>
        <PasswordChangeForm />
      </SectionCard>
    </PageContainer>
  );
}

function DetailsForm({ person }: { person: PrivateUser }) {
  const settings = useSettings();
  const updatePrivate = useUpdatePrivate();
  const refusal = useRefusal();
  const toInput = (values: DetailsValues) => ({ ...values, country: values.country ?? '' });
  const form = useForm<DetailsValues>({
    initialValues: {
      first_name: person.first_name,
      last_name: person.last_name,
      country: person.country,
      state: person.state,
      platform_currency: person.platform_currency,
    },
    validate: contractResolver(detailsSchema, toInput),
    validateInputOnBlur: ['first_name', 'last_name', 'country'],
  });

  const submit = form.onSubmit(async (values) => {
    const details = detailsSchema.parse(toInput(values));
    try {
      await updatePrivate.mutateAsync({
        private: {
          ...details,
          state: values.state,
          platform_currency: values.platform_currency ?? undefined,
        },
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
          onCountryChange={(country) => form.setFieldValue('country', country)}
          onStateChange={(state) => form.setFieldValue('state', state)}
          onCountryBlur={() => form.validateField('country')}
          countryError={form.errors.country}
          payoutOnly
        />
        <Select
          label={t.platformCurrency}
          description={t.platformCurrencyHint}
          data={(settings.data?.currencies ?? []).map(({ code }) => code)}
          searchable
          {...form.getInputProps('platform_currency')}
        />
        <Group>
          <Button
            type="submit"
            loading={updatePrivate.isPending}
            disabled={updatePrivate.isPending || !form.isDirty() || !form.isValid()}
          >
            {t.saveChanges}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
