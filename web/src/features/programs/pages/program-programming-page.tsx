import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { Link } from '../../../lib/router';
import { pathTo } from '../../../lib/routes/paths';
import { PlanStepPage } from '../components/program-steps/plan-step-page';
import { stepTexts as s } from '../programs.messages';

/** edit_plan_schedule and create_plan_schedule (spec 2.3 'Start programming'): to the builder. */
export default function ProgramProgrammingPage() {
  return (
    <PlanStepPage step="programming">
      {(plan) => (
        <Stack gap="lg">
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Stack align="flex-start">
              <Text size="sm" c="dimmed">
                {s.programmingIntro}
              </Text>
              <Button
                leftSection={<IconCalendarEvent size={16} aria-hidden />}
                component={Link}
                to={pathTo('coach_program_schedule', { plan_id: plan.id })}
              >
                {s.openSchedule}
              </Button>
            </Stack>
          </Paper>
          <Group justify="space-between">
            <Button
              variant="default"
              component={Link}
              to={pathTo('edit_plan_sign_up_clients', { plan_id: plan.id })}
            >
              {s.back}
            </Button>
            <Button component={Link} to={pathTo('create_plan_review', { plan_id: plan.id })}>
              {s.continue}
            </Button>
          </Group>
        </Stack>
      )}
    </PlanStepPage>
  );
}
