import type { ReactNode } from 'react';
import { Alert, Group, Loader } from '@mantine/core';
import { useParams } from '../../../../lib/router';
import type { CoachPlan } from '@forma/contract/programs/programs.schemas';
import { PageContainer } from '../../../../components/layout/page-container';
import { usePlan } from '../../api/get-plan';
import { programFormTexts as f } from '../../programs.messages';
import { ProgramSteps, type ProgramStep } from './program-steps';

type Props = { step: ProgramStep; children: (plan: CoachPlan) => ReactNode };

/** A later step of the program editor: the step bar and the saved program (from :plan_id). */
export function PlanStepPage({ step, children }: Props) {
  const params = useParams();
  const id = Number(params.plan_id);
  const plan = usePlan(Number.isInteger(id) && id > 0 ? id : null);
  return (
    <PageContainer title={f.editTitle} size="md">
      <ProgramSteps current={step} planId={id} />
      {plan.isPending ? (
        <Group justify="center" py="xl">
          <Loader />
        </Group>
      ) : plan.isError ? (
        <Alert color="red">{f.loadFailed}</Alert>
      ) : (
        children(plan.data)
      )}
    </PageContainer>
  );
}
