import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod';
import { settingsAccountNameSchema } from '@forma/contract/auth/auth.rules';
import type { CurrentUser } from '@forma/contract/accounts/users.schemas';
import { showAlert } from '../../../components/feedback/show-alert';
import { contractResolver } from '../../../components/forms/form-resolver';
import { useUpdateMe } from '../../accounts';
import { useRefusal } from '../../../components/forms/use-refusal';
import { generalSettingsTexts as t, savedText } from '../settings.messages';

const generalSchema = z.object({ title: settingsAccountNameSchema });

/**
 * General: the account name, saved as the business profile's title
 * (POST users/me {user:{landing_page_attributes:{title, id}}}).
 */
export function GeneralSettings({ current }: { current: CurrentUser }) {
  const updateMe = useUpdateMe();
  const refusal = useRefusal();
  const form = useForm({
    initialValues: { title: current.landing_page?.title || current.title },
    validate: contractResolver(generalSchema),
    validateInputOnChange: true,
  });
  const submit = form.onSubmit(async (values) => {
    const { title } = generalSchema.parse(values);
    try {
      await updateMe.mutateAsync({
        user: { landing_page_attributes: { title, id: current.landing_page?.id } },
      });
      form.resetDirty();
      showAlert('congrats', savedText);
    } catch (error) {
      refusal.onFailure(error, ['title'], form.setErrors);
    }
  }, refusal.onInvalid);
  return (
    <form ref={refusal.ref} onSubmit={submit} noValidate>
      <Stack gap="md" maw={480}>
        <TextInput
          label={t.accountName}
          description={t.accountNameHint}
          autoComplete="organization"
          {...form.getInputProps('title')}
        />
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
