import { Badge, Group, Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { Link } from '../../../../lib/router';
import { pathTo } from '../../../../lib/routes/paths';
import { stepTexts as s } from '../../programs.messages';

export const PROGRAM_STEPS = ['info', 'sign_up', 'programming', 'review'] as const;
export type ProgramStep = (typeof PROGRAM_STEPS)[number];

/** The address of each step; the later steps need a saved program. */
export function stepPath(step: ProgramStep, planId: number | null): string | null {
  if (step === 'info') {
    return planId === null
      ? pathTo('create_plan_main_info')
      : pathTo('edit_plan_main_info', { plan_id: planId });
  }
  if (planId === null) return null;
  if (step === 'sign_up') return pathTo('edit_plan_sign_up_clients', { plan_id: planId });
  if (step === 'programming') return pathTo('edit_plan_schedule', { plan_id: planId });
  return pathTo('create_plan_review', { plan_id: planId });
}

type Props = { current: ProgramStep; planId: number | null };

/**
 * The step bar of program creation and editing (spec 2.3): Info & Pricing, Sign up clients,
 * Start programming, Review & Publish. Two columns on phones, one row from tablets up.
 */
export function ProgramSteps({ current, planId }: Props) {
  const currentIndex = PROGRAM_STEPS.indexOf(current);
  return (
    <nav aria-label={s.navLabel}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        {PROGRAM_STEPS.map((step, index) => {
          const to = stepPath(step, planId);
          const active = step === current;
          const body = (
            <Paper
              withBorder
              radius="md"
              p="xs"
              h="100%"
              bg={active ? 'var(--mantine-primary-color-light)' : undefined}
              style={active ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
            >
              <Group gap="xs" wrap="nowrap">
                <Badge
                  circle
                  size="lg"
                  variant={index <= currentIndex ? 'filled' : 'light'}
                  color={index <= currentIndex ? undefined : 'gray'}
                >
                  {index + 1}
                </Badge>
                <Text size="sm" fw={active ? 700 : 500} c={to ? undefined : 'dimmed'} lh={1.2}>
                  {s.labels[step]}
                </Text>
              </Group>
            </Paper>
          );
          if (!to || active) {
            return (
              <div key={step} aria-current={active ? 'step' : undefined}>
                {body}
              </div>
            );
          }
          return (
            <UnstyledButton key={step} component={Link} to={to}>
              {body}
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </nav>
  );
}
