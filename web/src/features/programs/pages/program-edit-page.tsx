import { Alert, Group, Loader } from '@mantine/core';
import { useParams, useSearchParams } from '../../../lib/router';
import { planTypeSchema } from '@forma/contract/programs/programs.schemas';
import { PageContainer } from '../../../components/layout/page-container';
import { usePlan } from '../api/get-plan';
import { ProgramInfoForm } from '../components/program-form-sections/program-info-form';
import { ProgramSteps } from '../components/program-steps/program-steps';
import { programFormTexts as f } from '../programs.messages';

/** create_plan_main_info, edit_plan_main_info and coach_program_edit (spec 2.3, Info & Pricing). */
export default function ProgramEditPage() {
  const params = useParams();
  const id = params.plan_id ? Number(params.plan_id) : null;
  const plan = usePlan(id);
  // ?plan_type= from the choose-a-type modal; an unknown value is ignored.
  const [query] = useSearchParams();
  const chosenType = planTypeSchema.safeParse(query.get('plan_type'));
  return (
    <PageContainer title={id ? f.editTitle : f.createTitle} size="md">
      <ProgramSteps current="info" planId={id} />
      {id === null ? (
        <ProgramInfoForm
          plan={null}
          initialType={chosenType.success ? chosenType.data : undefined}
        />
      ) : plan.isPending ? (
        <Group justify="center" py="xl">
          <Loader />
        </Group>
      ) : plan.isError ? (
        <Alert color="red">{f.loadFailed}</Alert>
      ) : (
        <ProgramInfoForm key={plan.data.id} plan={plan.data} />
      )}
    </PageContainer>
  );
}
