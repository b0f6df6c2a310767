import type { ReactNode } from 'react';
import { Paper, Rating, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PublicPlan } from '@forma/contract/purchase/purchase.schemas';
import { formatDayDmy } from '@forma/contract/programs/days';
import { publicPlanTexts as p } from '../../purchase.messages';

/** Spec 9: the buffer display is capped at 3 weeks. */
const BUFFER_DISPLAY_MAX = 3;
const i = p.info;

type Item = { label: string; value: ReactNode };

const day = (value: string | null) => (value ? formatDayDmy(value.slice(0, 10)) : null);

/** The info items of spec 2.7 that have a value for this plan and viewer. */
function infoItems(plan: PublicPlan): Item[] {
  const coach = plan.viewer === 'coach' || plan.viewer === 'owner';
  const items: (Item | null)[] = [
    plan.level
      ? {
          label: i.level,
          value: (
            <Rating
              value={plan.level}
              count={5}
              readOnly
              role="img"
              aria-label={p.levelOf(plan.level)}
            />
          ),
        }
      : null,
    plan.average_duration ? { label: i.dailyTime, value: plan.average_duration } : null,
    plan.weeks_duration ? { label: i.daysPerWeek, value: plan.weeks_duration } : null,
    plan.sections_duration ? { label: i.sessions, value: plan.sections_duration } : null,
    coach && plan.plan_type !== 'fixed' && plan.trial_days
      ? { label: i.trial, value: i.trialDays(plan.trial_days) }
      : null,
    plan.launch_date ? { label: i.launch, value: day(plan.launch_date) } : null,
    plan.training_scheduled_to
      ? { label: i.scheduledTo, value: day(plan.training_scheduled_to) }
      : null,
    coach && plan.plan_type === 'one_many' && plan.plan_status
      ? { label: i.trainingStatus, value: plan.plan_status }
      : null,
    coach && plan.plan_type === 'membership' && plan.plan_max_buffer !== null
      ? { label: i.buffer, value: Math.min(plan.plan_max_buffer, BUFFER_DISPLAY_MAX) }
      : null,
  ];
  return items.filter((item): item is Item => item !== null);
}

/** Required experience, training time, days, sessions, dates and the coach-only figures. */
export function PlanInfoItems({ plan }: { plan: PublicPlan }) {
  const items = infoItems(plan);
  if (items.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
      {items.map((item) => (
        <Paper key={item.label} withBorder radius="md" p="sm">
          <Stack gap={4}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {item.label}
            </Text>
            <Text fw={600} component="div">
              {item.value}
            </Text>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
