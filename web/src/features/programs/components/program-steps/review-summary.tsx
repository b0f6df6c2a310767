import type { ReactNode } from 'react';
import { Anchor, Box, Button, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from '../../../../lib/router';
import { PRICE_PERIOD_LABELS, sortByPeriod } from '@forma/contract/programs/programs.rules';
import type { CoachPlan } from '@forma/contract/programs/programs.schemas';
import { pathTo } from '../../../../lib/routes/paths';
import { SectionCard } from '../../../../components/layout/section-card';
import { stepTexts as s } from '../../programs.messages';

function Part({ title, editTo, children }: { title: string; editTo: string; children: ReactNode }) {
  return (
    <SectionCard
      title={title}
      aside={
        <Button
          component={Link}
          to={editTo}
          variant="subtle"
          size="xs"
          aria-label={`${s.edit} ${title}`}
        >
          {s.edit}
        </Button>
      }
    >
      {children}
    </SectionCard>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

function visibilityText(plan: CoachPlan): string {
  if (plan.plan_type === 'fixed') return s.visibilityAll;
  return plan.visibility_days === null
    ? s.visibilityUnlimited
    : s.visibilityDays(plan.visibility_days);
}

/** What clients will see of a program, part by part, each with its Edit link (Review & Publish). */
export function ReviewSummary({ plan, invited }: { plan: CoachPlan; invited: ReactNode }) {
  const info = pathTo('edit_plan_main_info', { plan_id: plan.id });
  const options = sortByPeriod(plan.price_options.filter((option) => !option.archived));
  const tracks = plan.tracks.filter((track) => !track.archived);
  return (
    <Stack gap="md">
      <Part title={s.info} editTo={info}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Fact label={s.title}>{plan.title}</Fact>
          <Fact label={s.type}>{plan.plan_type_label}</Fact>
        </SimpleGrid>
        <Fact label={s.description}>
          {plan.description ? (
            // The server stores sanitised HTML only.
            <Box
              className="forma-rich-text"
              style={{ overflowWrap: 'anywhere' }}
              dangerouslySetInnerHTML={{ __html: plan.description }}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {s.noDescription}
            </Text>
          )}
        </Fact>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Fact label={s.covers}>
            {plan.covers.length === 0 ? (
              s.coversCount(0)
            ) : (
              <Group gap="xs">
                {plan.covers.map((cover) => (
                  <Image
                    key={cover.cover_type}
                    src={cover.small}
                    alt={cover.cover_type}
                    h={48}
                    w="auto"
                    radius="sm"
                  />
                ))}
              </Group>
            )}
          </Fact>
          <Fact label={s.attachments}>{s.attachmentsCount(plan.attachments.length)}</Fact>
        </SimpleGrid>
      </Part>

      <Part title={s.pricing} editTo={info}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Fact label={s.pricing}>
            {plan.plan_pricing === 'free' ? (
              s.free
            ) : options.length === 0 ? (
              <Text size="sm" c="red">
                {s.noOptions}
              </Text>
            ) : (
              <Stack gap={2}>
                {options.map((option) => (
                  <span key={option.id}>
                    {option.price_format} · {PRICE_PERIOD_LABELS[option.period]}
                  </span>
                ))}
              </Stack>
            )}
          </Fact>
          {plan.plan_pricing === 'paid' && (
            <Fact label={s.trial}>
              {plan.trial_days ? s.trialDays(plan.trial_days) : s.noTrial}
            </Fact>
          )}
        </SimpleGrid>
      </Part>

      <Part title={s.access} editTo={info}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Fact label={s.visibility}>{visibilityText(plan)}</Fact>
          <Fact label={s.accessibility}>
            {plan.is_private ? s.private(plan.allowed_emails.length) : s.public}
          </Fact>
          <Fact label={s.storefront}>{plan.show_on_storefront ? s.shown : s.hidden}</Fact>
          <Fact label={s.waiver}>{plan.waiver.enabled ? s.on : s.off}</Fact>
          <Fact label={s.publicLink}>
            <Anchor href={plan.public_url} target="_blank" style={{ wordBreak: 'break-all' }}>
              {plan.public_url}
            </Anchor>
          </Fact>
          <Fact label={s.tracks}>
            {tracks.length === 0 ? s.noTracks : tracks.map((track) => track.name).join(', ')}
          </Fact>
        </SimpleGrid>
      </Part>

      <Part
        title={s.labels.sign_up}
        editTo={pathTo('edit_plan_sign_up_clients', { plan_id: plan.id })}
      >
        {invited}
      </Part>

      <Part title={s.programmingTitle} editTo={pathTo('edit_plan_schedule', { plan_id: plan.id })}>
        <Anchor
          component={Link}
          to={pathTo('coach_program_schedule', { plan_id: plan.id })}
          size="sm"
        >
          {s.openSchedule}
        </Anchor>
      </Part>
    </Stack>
  );
}
