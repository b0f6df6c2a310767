import { useState, type ReactNode } from 'react';
import { Alert, Badge, Button, Group, Loader } from '@mantine/core';
import { IconEye, IconMailPlus, IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '../../../../lib/router';
import { publicPlanPath } from '@forma/contract/programs/programs.rules';
import type { CoachPlan } from '@forma/contract/programs/programs.schemas';
import { pathTo } from '../../../../lib/routes/paths';
import { PageContainer } from '../../../../components/layout/page-container';
import { ApiError } from '../../../../lib/api-client';
import { useProgramSlots } from '../../program-slots';
import { planQueryOptions } from '../../api/get-plan';
import { programViewTexts as m } from '../../programs.messages';
import { ProgramViewTabs } from './program-view-tabs';
import { sharedTexts } from '../../../../lib/messages';

const STATUS_COLOURS: Record<CoachPlan['status'], string> = {
  draft: 'orange',
  published: 'green',
  archived: 'gray',
};

/** The plan_id of the program route on screen. */
export const usePlanIdParam = () => Number(useParams().plan_id);

function ProgramActions({ plan, onInvite }: { plan: CoachPlan; onInvite: () => void }) {
  return (
    <>
      <Button
        component={Link}
        to={publicPlanPath(plan)}
        variant="default"
        leftSection={<IconEye size={18} />}
      >
        {m.preview}
      </Button>
      <Button
        component={Link}
        to={pathTo('edit_plan_main_info', { plan_id: plan.id })}
        variant="default"
        leftSection={<IconPencil size={18} />}
      >
        {m.edit}
      </Button>
      {plan.status !== 'archived' && (
        <Button leftSection={<IconMailPlus size={18} />} onClick={onInvite}>
          {m.invite}
        </Button>
      )}
    </>
  );
}

/**
 * The coach's program view: title, type, status, actions and the tab bar, around one tab's
 * content, which receives the loaded program.
 */
export function ProgramViewFrame({ children }: { children: (plan: CoachPlan) => ReactNode }) {
  const planId = usePlanIdParam();
  // The tab counts move as clients join: read the program again on each tab.
  const plan = useQuery({ ...planQueryOptions(planId), staleTime: 0 });
  const [inviting, setInviting] = useState(false);
  const { InviteClientsModal } = useProgramSlots();
  if (plan.isPending) {
    return (
      <PageContainer>
        <Group justify="center" py="xl">
          <Loader role="progressbar" aria-label={sharedTexts.loading} />
        </Group>
      </PageContainer>
    );
  }
  if (plan.isError) {
    const missing = plan.error instanceof ApiError && plan.error.status === 404;
    return (
      <PageContainer>
        <Alert color="red">{missing ? m.notFound : m.loadFailed}</Alert>
        <Button component={Link} to={pathTo('my_plans_active')} variant="default" w="fit-content">
          {m.backToPrograms}
        </Button>
      </PageContainer>
    );
  }
  const data = plan.data;
  return (
    <PageContainer
      title={data.title}
      actions={<ProgramActions plan={data} onInvite={() => setInviting(true)} />}
    >
      <Group gap="xs" mt={-8}>
        <Badge variant="default">{data.plan_type_label}</Badge>
        <Badge color={STATUS_COLOURS[data.status]} variant="light">
          {m.status[data.status]}
        </Badge>
      </Group>
      <ProgramViewTabs planId={data.id} counts={data.counts} />
      {children(data)}
      <InviteClientsModal planId={data.id} opened={inviting} onClose={() => setInviting(false)} />
    </PageContainer>
  );
}
