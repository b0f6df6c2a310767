import {
  ActionIcon,
  Anchor,
  Badge,
  CopyButton,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { Link } from '../../../../lib/router';
import { dayIn } from '@forma/contract/programs/days';
import { PRICE_PERIOD_LABELS, sortByPeriod } from '@forma/contract/programs/programs.rules';
import type { CoachPlan } from '@forma/contract/programs/programs.schemas';
import { pathTo } from '../../../../lib/routes/paths';
import { SectionCard } from '../../../../components/layout/section-card';
import { showDay } from '../../../../lib/show-day';
import { programViewTexts } from '../../programs.messages';
import { FactsList } from './facts-list';
import { PROGRAM_SECTIONS, sectionCount } from './program-sections';

const m = programViewTexts.details;

const unixDay = (seconds: number | null) =>
  seconds === null ? m.notYet : showDay(dayIn(new Date(seconds * 1000)));

function PriceOptions({ plan }: { plan: CoachPlan }) {
  if (plan.plan_pricing === 'free') return <>{m.free}</>;
  if (plan.price_options.length === 0) return <>{m.noPriceOptions}</>;
  return (
    <Stack gap={4} component="span">
      {sortByPeriod(plan.price_options).map((option) => (
        <Group key={option.id} gap="xs" component="span">
          <span>
            {option.price_format} / {PRICE_PERIOD_LABELS[option.period]}
          </span>
          {option.archived && (
            <Badge size="sm" color="gray" variant="outline">
              {m.archivedOption}
            </Badge>
          )}
        </Group>
      ))}
    </Stack>
  );
}

function visibility(plan: CoachPlan) {
  if (plan.visibility_days !== null) return m.daysAhead(plan.visibility_days);
  return plan.plan_type === 'fixed' ? m.allAtOnce : m.unlimited;
}

function PublicLink({ path }: { path: string }) {
  // The server sends the path; the link a coach shares is on the host the app is served from.
  const url = new URL(path, window.location.origin).toString();
  return (
    <Group gap="xs" wrap="nowrap">
      <Anchor href={url} target="_blank" rel="noreferrer" style={{ wordBreak: 'break-all' }}>
        {url}
      </Anchor>
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? m.copied : m.copy} withArrow>
            <ActionIcon variant="subtle" aria-label={m.copy} onClick={copy}>
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

/** The program at a glance (coach_program_view_details). */
export function ProgramDetails({ plan }: { plan: CoachPlan }) {
  const clientTabs = PROGRAM_SECTIONS.filter((section) => section.list);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <SectionCard title={m.overview}>
        <FactsList
          facts={[
            { label: m.type, value: plan.plan_type_label },
            { label: m.status, value: programViewTexts.status[plan.status] },
            { label: m.pricing, value: plan.plan_pricing === 'free' ? m.free : m.paid },
            { label: m.priceOptions, value: <PriceOptions plan={plan} /> },
            {
              label: m.trial,
              value: plan.trial_days ? m.trialDays(plan.trial_days) : m.noTrial,
            },
            { label: m.sessionsPerDay, value: plan.sessions_per_day },
          ]}
        />
      </SectionCard>
      <SectionCard title={m.access}>
        <FactsList
          facts={[
            { label: m.visibility, value: visibility(plan) },
            {
              label: m.accessibility,
              value: plan.is_private ? m.privateWith(plan.allowed_emails.length) : m.public,
            },
            { label: m.storefront, value: plan.show_on_storefront ? m.shown : m.hidden },
            {
              label: m.notifications,
              value: plan.performance_notifications === 'mute' || plan.muted ? m.muted : m.on,
            },
            { label: m.waiver, value: plan.waiver.enabled ? m.waiverOn : m.waiverOff },
          ]}
        />
      </SectionCard>
      <SectionCard title={m.publicLink}>
        <PublicLink path={plan.public_url} />
      </SectionCard>
      <SectionCard title={m.dates}>
        <FactsList
          facts={[
            { label: m.launchDate, value: showDay(plan.launch_date) },
            { label: m.trainingTo, value: showDay(plan.training_scheduled_to) },
            { label: m.created, value: unixDay(plan.created_at) },
            { label: m.published, value: unixDay(plan.published_at) },
          ]}
        />
      </SectionCard>
      <SectionCard title={m.clients}>
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 5 }} spacing="sm">
          {clientTabs.map((section) => (
            <Anchor
              key={section.route}
              component={Link}
              to={pathTo(section.route, { plan_id: plan.id })}
              underline="never"
              c="inherit"
            >
              <Stack gap={0} align="center" ta="center">
                <Text fz={24} fw={700}>
                  {sectionCount(section, plan.counts)}
                </Text>
                <Text size="sm" c="dimmed">
                  {section.label}
                </Text>
              </Stack>
            </Anchor>
          ))}
        </SimpleGrid>
      </SectionCard>
    </SimpleGrid>
  );
}
