import { Anchor, Avatar, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReviewDay } from '@forma/contract/tracking/calendar.schemas';
import type { Feedback } from '@forma/contract/tracking/results.schemas';
import { athleteCalendarPath } from '../../../lib/routes/athlete-calendar-path';
import { Link } from '../../../lib/router';
import { showDay } from '../../../lib/show-day';
import { reviewDayQuery } from '../api/review';
import { dayName } from '../model/calendar-labels';
import type { DraftDay } from '../model/schedule-model';
import { reviewTexts as t } from '../review.messages';
import { useBuilder, useSchedule } from './builder-context';
import { CompletionBadge } from './completion-badge';
import { FeedbackBox } from './feedback-box';
import { MacrosResults } from './macros-results';
import { useReview } from './review-context';
import { TrainingResults } from './training-results';

type Client = ReviewDay['clients'][number];

/**
 * The Performance Review (training) and Macros Review (macros) of the chosen day: each client's
 * completion, what they recorded against what was prescribed, and the coach's feedback.
 */
export function ReviewPanel({ kind }: { kind: Feedback['kind'] }) {
  const { activeDay } = useBuilder();
  const day = useSchedule().days[activeDay];
  const dayId = day?.id;
  const { planId } = useReview();
  const review = useQuery({ ...reviewDayQuery(planId, dayId ?? 0), enabled: dayId !== undefined });
  if (!day) return null;

  const heading = (
    <Title order={3} size="h5">
      {t.panelFor(dayName(day.key))}
    </Title>
  );
  const quiet = (text: string) => (
    <Stack gap="sm">
      {heading}
      <Text c="dimmed">{text}</Text>
    </Stack>
  );
  if (dayId === undefined) return quiet(t.noClients);
  if (review.isPending) {
    return (
      <Stack gap="sm">
        {heading}
        <Group justify="center">
          <Loader size="sm" role="progressbar" aria-label={t.loading} />
        </Group>
      </Stack>
    );
  }
  if (review.isError) return quiet(t.loadFailed);
  if (review.data.clients.length === 0) return quiet(t.noClients);
  return (
    <Stack gap="sm">
      {heading}
      {review.data.clients.map((client) => (
        <ClientReview
          key={client.membership_id}
          client={client}
          day={day}
          dayId={dayId}
          kind={kind}
        />
      ))}
    </Stack>
  );
}

type ClientProps = { client: Client; day: DraftDay; dayId: number; kind: Feedback['kind'] };

function ClientReview({ client, day, dayId, kind }: ClientProps) {
  const given = client.feedback.find((each) => each.kind === kind);
  return (
    <Paper component="article" withBorder p="sm" aria-label={client.full_name}>
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar src={client.avatar_url} name={client.full_name} size={32} radius="xl" />
          <Stack gap={2} miw={0} style={{ flex: 1 }}>
            <Anchor
              component={Link}
              to={athleteCalendarPath(client.user_id, { date: client.date, scheduleId: dayId })}
              fw={600}
              size="sm"
              aria-label={t.openCalendar(client.full_name)}
              style={{ overflowWrap: 'anywhere' }}
            >
              {client.full_name}
            </Anchor>
            <Group gap={6}>
              <CompletionBadge completion={client.completion} />
              {client.date && (
                <Text size="xs" c="dimmed">
                  {t.on(showDay(client.date))}
                </Text>
              )}
            </Group>
          </Stack>
        </Group>
        {kind === 'training' ? (
          <TrainingResults day={day} client={client} />
        ) : (
          <MacrosResults day={day} client={client} />
        )}
        <FeedbackBox
          key={`${kind}:${given?.updated_at ?? ''}`}
          userId={client.user_id}
          name={client.full_name}
          dayId={dayId}
          kind={kind}
          given={given}
        />
      </Stack>
    </Paper>
  );
}
