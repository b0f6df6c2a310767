import { Button, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { genderSchema, MIN_AGE, type Gender } from '@forma/contract/auth/auth.rules';
import { showAlert } from '../../../components/feedback/show-alert';
import { birthdateParts, birthdateText } from '../../../components/forms/birthdate-fields';
import {
  birthdateFormErrors,
  FormBirthdateFields,
} from '../../../components/forms/form-birthdate-fields';
import { profileTexts, updateProfileTexts as t } from '../accounts.messages';
import { useMe } from '../../../lib/session/me';
import { useUpdateMe } from '../api/update-me';
import { GenderField } from './gender-field';
import { useRefusal } from '../../../components/forms/use-refusal';

type Values = { gender: Gender | null; day: string; month: string; year: string };

type Props = { opened: boolean; onClose: () => void };

/**
 * For a client missing gender or birthdate (spec 5, "Update-profile modal"): gender required,
 * minimum age 16, Continue disabled until the form is valid; saves with POST users/me.
 */
export function UpdateProfileModal({ opened, onClose }: Props) {
  const me = useMe();
  return (
    <Modal opened={opened} onClose={onClose} title={t.title} centered radius="md" size="md">
      {/* Mounted while open, so the fields start from the latest saved profile. */}
      {opened && (
        <UpdateProfileForm
          gender={me?.current.gender ?? null}
          birthdate={me?.current.birthdate ?? null}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

function UpdateProfileForm({
  gender,
  birthdate,
  onDone,
}: {
  gender: Gender | null;
  birthdate: string | null;
  onDone: () => void;
}) {
  const updateMe = useUpdateMe();
  const refusal = useRefusal();
  const form = useForm<Values>({
    initialValues: { gender, ...birthdateParts(birthdate) },
    validate: (values) => ({
      ...(genderSchema.safeParse(values.gender).success ? {} : { gender: t.genderRequired }),
      ...birthdateFormErrors(values, MIN_AGE.updateProfile),
    }),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await updateMe.mutateAsync({
        user: { gender: genderSchema.parse(values.gender), birthdate: birthdateText(values) },
      });
      // spec 8: a profile save that supplied a birthdate reads 'You are ready to go!'.
      showAlert('congrats', profileTexts.readyToGo);
      onDone();
    } catch (error) {
      refusal.onFailure(error, ['gender', 'birthdate'], form.setErrors);
    }
  }, refusal.onInvalid);

  return (
    <form ref={refusal.ref} onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {t.intro}
        </Text>
        <GenderField
          value={form.values.gender}
          onChange={(value) => form.setFieldValue('gender', value)}
          error={form.errors.gender as string | undefined}
          required
        />
        <FormBirthdateFields form={form} />
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={updateMe.isPending}
          disabled={updateMe.isPending || !form.isValid()}
        >
          {t.continue}
        </Button>
      </Stack>
    </form>
  );
}
