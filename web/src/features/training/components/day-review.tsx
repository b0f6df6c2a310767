import { Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReviewDay } from '@forma/contract/tracking/calendar.schemas';
import { athleteCalendarPath } from '../../../lib/routes/athlete-calendar-path';
import { Link } from '../../../lib/router';
import { reviewDayQuery } from '../api/review';
import { dayName } from '../model/calendar-labels';
import type { DraftDay } from '../model/schedule-model';
import { reviewTexts as t } from '../review.messages';
import { CompletionBadge } from './completion-badge';
import { clientsAt, useReview } from './review-context';

/** A day in review mode: each of its clients with what they completed, linked to their calendar. */
export function DayReview({ day }: { day: DraftDay }) {
  const { planId, counts } = useReview();
  const withClients = day.id !== undefined && clientsAt(counts.get(day.id)) > 0;
  const review = useQuery({ ...reviewDayQuery(planId, day.id ?? 0), enabled: withClients });

  if (!withClients) return <Quiet text={t.noClients} />;
  if (review.isPending) {
    return (
      <Group justify="center" py={4}>
        <Loader size="xs" role="progressbar" aria-label={t.loading} />
      </Group>
    );
  }
  if (review.isError) return <Quiet text={t.loadFailed} />;
  return (
    <Stack
      component="ul"
      gap={6}
      aria-label={t.clientsOfDay(dayName(day.key))}
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {review.data.clients.map((client) => (
        <Stack component="li" key={client.membership_id} gap={2}>
          <Anchor
            component={Link}
            to={athleteCalendarPath(client.user_id, {
              date: client.date,
              scheduleId: review.data.day_id,
            })}
            size="xs"
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
          >
            {client.full_name}
          </Anchor>
          <CompletionBadge completion={client.completion} />
          <Summary client={client} />
        </Stack>
      ))}
    </Stack>
  );
}

type Client = ReviewDay['clients'][number];

function Summary({ client }: { client: Client }) {
  const parts = [
    client.performed.length > 0 ? t.setsLogged(client.performed.length) : null,
    client.macros_logs.length > 0 ? t.macrosLogged : null,
    client.comment_count > 0 ? t.comments(client.comment_count) : null,
  ].filter(Boolean);
  return parts.length === 0 ? null : (
    <Text size="xs" c="dimmed">
      {parts.join(' · ')}
    </Text>
  );
}

function Quiet({ text }: { text: string }) {
  return (
    <Text size="xs" c="dimmed" ta="center">
      {text}
    </Text>
  );
}
