import { useState } from 'react';
import { Button, Group, Stack, Textarea, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import {
  getAthleteCalendarDaysEndpoint,
  getAthleteCalendarEndpoint,
  saveFeedbackEndpoint,
} from '@forma/contract/tracking/tracking.endpoints';
import type { Feedback } from '@forma/contract/tracking/results.schemas';
import { call } from '../../../lib/call';
import { useRefresh } from '../api/use-refresh';
import { feedbackTexts as t } from '../tracking.messages';

type Kind = Feedback['kind'];
type Props = { userId: string; dayId: number; feedback: readonly Feedback[] };

/** The coach's feedback on a client's day (spec 2.6: training and macros), one box each. */
export function FeedbackBox({ userId, dayId, feedback }: Props) {
  return (
    <Stack gap="xs">
      <Title order={4} fz="sm">
        {t.title}
      </Title>
      {(['training', 'macros'] as const).map((kind) => (
        <FeedbackField
          key={kind}
          kind={kind}
          userId={userId}
          dayId={dayId}
          saved={feedback.find((each) => each.kind === kind)?.body ?? ''}
        />
      ))}
    </Stack>
  );
}

type FieldProps = { kind: Kind; userId: string; dayId: number; saved: string };

function FeedbackField({ kind, userId, dayId, saved }: FieldProps) {
  const refresh = useRefresh();
  const [body, setBody] = useState(saved);
  const save = useMutation({
    mutationFn: () =>
      call(saveFeedbackEndpoint, {
        params: { user_id: userId, day_id: dayId },
        body: { kind, body },
      }),
    onSuccess: () => refresh([getAthleteCalendarDaysEndpoint, getAthleteCalendarEndpoint]),
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <Textarea
        label={t.label(kind)}
        rows={2}
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
      />
      <Group justify="flex-end" mt={4}>
        <Button
          type="submit"
          size="compact-sm"
          variant="light"
          loading={save.isPending}
          disabled={body.trim() === '' || body === saved}
        >
          {t.save(kind)}
        </Button>
      </Group>
    </form>
  );
}
