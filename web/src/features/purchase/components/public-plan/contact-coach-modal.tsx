import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { contactCoachBodySchema } from '@forma/contract/purchase/purchase.schemas';
import { contractResolver } from '../../../../components/forms/form-resolver';
import { showAlert } from '../../../../components/feedback/show-alert';
import { useRefusal } from '../../../../components/forms/use-refusal';
import { useContactCoach } from '../../api/purchase';
import { publicPlanModalTexts as p } from '../../purchase.messages';

type Props = { planId: number; opened: boolean; onClose: () => void };

const toBody = (values: { text: string }) => ({ message: { text: values.text } });

/** 'Contact the coach' (spec 2.7, 2.8): a question by e-mail, mostly about a private program. */
export function ContactCoachModal({ planId, opened, onClose }: Props) {
  const contact = useContactCoach();
  const refusal = useRefusal();
  const form = useForm({
    initialValues: { text: '' },
    validate: (values) => {
      const errors = contractResolver(contactCoachBodySchema, toBody)(values);
      return errors['message.text'] ? { text: errors['message.text'] } : {};
    },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit(
    (values) =>
      contact.mutate(
        { planId, text: values.text.trim() },
        {
          onSuccess: (answer) => {
            showAlert('congrats', answer.message);
            close();
          },
          onError: (error) => refusal.onFailure(error, ['text'], form.setErrors),
        },
      ),
    refusal.onInvalid,
  );
  return (
    <Modal opened={opened} onClose={close} title={p.contactTitle}>
      <form ref={refusal.ref} onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{p.contactBody}</Text>
          <Textarea
            label={p.contactLabel}
            placeholder={p.contactPlaceholder}
            rows={4}
            maxLength={2000}
            {...form.getInputProps('text')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {p.cancel}
            </Button>
            <Button type="submit" loading={contact.isPending} disabled={!form.values.text.trim()}>
              {p.send}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
