import type { ReactNode } from 'react';
import { Paper, Stack, Text } from '@mantine/core';
import type { PublicPlan } from '@forma/contract/purchase/purchase.schemas';
import { formatDayDmy } from '@forma/contract/programs/days';
import { publicPlanTexts as p } from '../../purchase.messages';
import classes from './plan-info-items.module.css';

/** Spec 9: the buffer display is capped at 3 weeks. */
const BUFFER_DISPLAY_MAX = 3;
const i = p.info;

type Item = { label: string; value: ReactNode };

const day = (value: string | null) => (value ? formatDayDmy(value.slice(0, 10)) : null);

const STAR =
  'M12 17.75l-6.172 3.245l1.179-6.873l-5-4.867l6.9-1l3.086-6.253l3.086 6.253l6.9 1l-5 4.867l1.179 6.873z';

/** The required experience, 1 to 5, as read-only stars (Mantine's Rating, without its inputs). */
function LevelStars({ level }: { level: number }) {
  return (
    <span className={classes.stars} role="img" aria-label={p.levelOf(level)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <svg key={star} viewBox="0 0 24 24" aria-hidden data-filled={star <= level || undefined}>
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}

/** The info items of spec 2.7 that have a value for this plan and viewer. */
function infoItems(plan: PublicPlan): Item[] {
  const coach = plan.viewer === 'coach' || plan.viewer === 'owner';
  const items: (Item | null)[] = [
    plan.level
      ? {
          label: i.level,
          value: <LevelStars level={plan.level} />,
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
    <div className={classes.grid}>
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
    </div>
  );
}
