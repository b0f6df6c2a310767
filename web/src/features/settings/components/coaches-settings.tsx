import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTrash, IconUserPlus } from '@tabler/icons-react';
import {
  coachInviteBodySchema,
  type AccountCoach,
} from '@forma/contract/accounts/accounts.schemas';
import { showAlert } from '../../../components/feedback/show-alert';
import { contractResolver } from '../../../components/forms/form-resolver';
import { useAccountCoaches } from '../api/get-account-coaches';
import { useInviteCoach } from '../api/invite-coach';
import { useRemoveCoach } from '../api/remove-coach';
import { coachesSettingsTexts as t } from '../settings.messages';
import { useRefusal } from '../../../components/forms/use-refusal';

const inviteSchema = coachInviteBodySchema.shape.invite;

const STATUS_LABELS: Record<AccountCoach['invite_status'], { label: string; color: string }> = {
  init: { label: t.statuses.pending, color: 'orange' },
  pending: { label: t.statuses.pending, color: 'orange' },
  accepted: { label: t.statuses.active, color: 'var(--mantine-primary-color-filled)' },
  rejected: { label: t.statuses.declined, color: 'gray' },
};

function InviteForm() {
  const invite = useInviteCoach();
  const refusal = useRefusal();
  const form = useForm({ initialValues: { email: '' }, validate: contractResolver(inviteSchema) });
  const submit = form.onSubmit(async (values) => {
    const { email } = inviteSchema.parse(values);
    try {
      await invite.mutateAsync(email);
      showAlert('congrats', t.sent(email));
      form.reset();
    } catch (error) {
      // 'Daily invite limit reached. Try again tomorrow.' and the like (spec 8).
      refusal.onFailure(error, ['email'], form.setErrors);
    }
  }, refusal.onInvalid);
  return (
    <form ref={refusal.ref} onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={t.inviteLabel}
          type="email"
          placeholder={t.invitePlaceholder}
          style={{ flex: '1 1 260px' }}
          {...form.getInputProps('email')}
        />
        <Button
          type="submit"
          mt={{ base: 0, xs: 25 }}
          leftSection={<IconUserPlus size={16} />}
          loading={invite.isPending}
          disabled={invite.isPending || !form.isValid()}
        >
          {t.send}
        </Button>
      </Group>
    </form>
  );
}

/** Coaches: the owner lists, invites and removes the coaches of the business account. */
export function CoachesSettings({ isOwner }: { isOwner: boolean }) {
  const coaches = useAccountCoaches({ enabled: isOwner });
  const remove = useRemoveCoach();
  const [removing, setRemoving] = useState<AccountCoach | null>(null);

  if (!isOwner) {
    return (
      <Alert variant="light" color="gray">
        {t.ownerOnly}
      </Alert>
    );
  }

  return (
    <Stack gap="lg">
      <InviteForm />
      {coaches.isPending ? (
        <Skeleton height={120} radius="md" />
      ) : coaches.isError ? (
        <Alert color="red" variant="light">
          {t.loadFailed}
        </Alert>
      ) : coaches.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t.empty}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.columns.coach}</Table.Th>
                <Table.Th>{t.columns.role}</Table.Th>
                <Table.Th>{t.columns.status}</Table.Th>
                <Table.Th ta="right">{t.columns.actions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {coaches.data.map((coach) => {
                const status = STATUS_LABELS[coach.invite_status];
                return (
                  <Table.Tr key={coach.email}>
                    <Table.Td>
                      <Stack gap={0}>
                        <Text size="sm" fw={600}>
                          {coach.full_name ?? coach.email}
                        </Text>
                        {coach.full_name && (
                          <Text size="xs" c="dimmed">
                            {coach.email}
                          </Text>
                        )}
                      </Stack>
                    </Table.Td>
                    <Table.Td>{t.roles[coach.account_role]}</Table.Td>
                    <Table.Td>
                      <Badge color={status.color} variant="light" radius="sm">
                        {status.label}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">
                      {coach.account_role !== 'owner' && (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          leftSection={<IconTrash size={14} />}
                          onClick={() => setRemoving(coach)}
                          aria-label={t.removeNamed(coach.email)}
                        >
                          {t.remove}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t.removeTitle}
        centered
        radius="md"
      >
        <Stack gap="md">
          <Text size="sm">{t.removeBody(removing?.full_name ?? removing?.email ?? '')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setRemoving(null)}>
              {t.cancel}
            </Button>
            <Button
              color="red"
              onClick={() => {
                if (removing) remove.mutate(removing.email);
                setRemoving(null);
              }}
            >
              {t.remove}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
