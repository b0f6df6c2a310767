import { useState } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import type { Feedback } from '@forma/contract/tracking/results.schemas';
import { feedbackBodySchema } from '@forma/contract/tracking/results.schemas';
import { showAlert } from '../../../components/feedback/show-alert';
import { splitServerErrors } from '../../../components/forms/server-errors';
import { useSaveFeedback } from '../api/review';
import { reviewTexts as t } from '../review.messages';
import { useReview } from './review-context';

type Props = {
  userId: number;
  name: string;
  dayId: number;
  kind: Feedback['kind'];
  /** The feedback of this kind given so far, if any. */
  given: Feedback | undefined;
};

/** The coach's feedback on a client's day (spec 2.6: feedback and macro_feedback). */
export function FeedbackBox({ userId, name, dayId, kind, given }: Props) {
  const { planId } = useReview();
  const save = useSaveFeedback(planId);
  const [body, setBody] = useState(given?.body ?? '');
  const [error, setError] = useState<string | null>(null);

  const send = () => {
    const parsed = feedbackBodySchema.safeParse({ kind, body });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    save.mutate(
      { userId, dayId, kind, body: parsed.data.body },
      {
        onSuccess: () => showAlert('congrats', t.feedbackSaved(name)),
        onError: (failure) => {
          const { fields, other } = splitServerErrors(failure, ['body']);
          setError(fields.body ?? other);
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <Stack gap={6}>
        <Textarea
          label={kind === 'training' ? t.feedbackFor(name) : t.macroFeedbackFor(name)}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          error={error}
          rows={3}
          maxLength={5000}
        />
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {given ? t.lastFeedback(given.author_name) : ''}
          </Text>
          <Button type="submit" size="xs" loading={save.isPending}>
            {t.saveFeedback}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
