import { useEffect, useState } from 'react';
import { Badge, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import type { PublicPlan } from '@forma/contract/purchase/purchase.schemas';
import { useAppConfig } from '../../../auth';
import { publicPlanTexts as p } from '../../purchase.messages';

/** Spec 9: the 'copied' flash lasts 3 s. */
const COPIED_MS = 3000;

function PublicLink({ path }: { path: string }) {
  const config = useAppConfig();
  const [copied, setCopied] = useState(false);
  const host = (config.data?.public_url ?? window.location.origin).replace(/\/$/, '');
  const link = /^https?:\/\//.test(path) ? path : `${host}${path}`;
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    void navigator.clipboard?.writeText(link).catch(() => undefined);
    setCopied(true);
  };
  return (
    <Group gap="xs" wrap="nowrap">
      <UnstyledButton onClick={copy} aria-label={`${p.copyLink} ${link}`} style={{ minWidth: 0 }}>
        <Group gap={6} wrap="nowrap">
          <IconCopy size={16} aria-hidden />
          <Text size="sm" c="blue" truncate>
            {link}
          </Text>
        </Group>
      </UnstyledButton>
      {copied && (
        <Text size="sm" c="dimmed" role="status">
          {p.copied}
        </Text>
      )}
    </Group>
  );
}

/** Title, membership badge and, for the owner, the public link and the program type. */
export function PlanHeading({ plan }: { plan: PublicPlan }) {
  return (
    <Stack gap={6}>
      <Title order={1} fz={{ base: 26, sm: 34 }}>
        {plan.title}
      </Title>
      {plan.membership && (
        <Group gap="xs">
          <Badge variant="light">
            {/* Spec 4.1: init shows as Pending in client badges. */}
            {plan.membership.state === 'init' ? p.pendingBadge : plan.membership.label}
          </Badge>
        </Group>
      )}
      {plan.viewer === 'owner' && (
        <>
          <PublicLink path={plan.public_url} />
          <Text size="sm" c="dimmed">
            {p.programType(plan.plan_type_label)}
          </Text>
        </>
      )}
    </Stack>
  );
}
