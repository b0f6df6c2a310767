import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from '../../../lib/router';
import { pathTo } from '../../../lib/routes/paths';
import { useProgramSlots } from '../program-slots';
import { PlanStepPage } from '../components/program-steps/plan-step-page';
import { stepTexts as s } from '../programs.messages';

/** edit_plan_sign_up_clients (spec 2.3 'Sign up clients'): invite by e-mail, 20 at a time. */
export default function ProgramSignUpClientsPage() {
  const { InviteClientsForm, InvitedClientsList } = useProgramSlots();
  return (
    <PlanStepPage step="sign_up">
      {(plan) => (
        <Stack gap="lg">
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Stack>
              <Text size="sm" c="dimmed">
                {s.signUpIntro}
              </Text>
              <InviteClientsForm planId={plan.id} />
            </Stack>
          </Paper>
          <InvitedClientsList planId={plan.id} />
          <Group justify="space-between">
            <Button
              variant="default"
              component={Link}
              to={pathTo('edit_plan_main_info', { plan_id: plan.id })}
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
