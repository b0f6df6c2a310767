import { Box, Group, Stack, Text } from '@mantine/core';
import type { CalendarProgram } from '@forma/contract/tracking/calendar.schemas';
import { trackingMessages } from '@forma/contract/tracking/tracking.messages';
import { calendarTexts as t } from '../tracking.messages';

/** The programs of the calendar with their colours; a program whose training paused says so. */
export function ProgramLegend({ programs }: { programs: readonly CalendarProgram[] }) {
  if (programs.length === 0) return null;
  return (
    <Stack gap={4} component="section" aria-label={t.legend}>
      <Group gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {programs.map((program) => (
          <Group key={program.membership_id} gap={6} component="li" wrap="nowrap">
            <Box w={10} h={10} bg={program.color} style={{ borderRadius: '50%' }} aria-hidden />
            <Text size="sm">{program.title}</Text>
            {!program.flowing && (
              <Text size="sm" c="orange.8">
                {trackingMessages.notFlowing}
              </Text>
            )}
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
