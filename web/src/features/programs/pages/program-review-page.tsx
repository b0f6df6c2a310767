import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useNavigate } from '../../../lib/router';
import type { CoachPlan } from '@forma/contract/programs/programs.schemas';
import { pathTo } from '../../../lib/routes/paths';
import { showAlert } from '../../../components/feedback/show-alert';
import { serverErrorMessage } from '../../../components/forms/server-errors';
import { useProgramSlots } from '../program-slots';
import { ConnectOffer } from '../components/price-options/connect-offer';
import { usePublishPlan } from '../api/save-plan';
import { PlanStepPage } from '../components/program-steps/plan-step-page';
import { ReviewSummary } from '../components/program-steps/review-summary';
import { stepTexts as s, programFormTexts as f } from '../programs.messages';

function Review({ plan }: { plan: CoachPlan }) {
  const navigate = useNavigate();
  const { InvitedCount } = useProgramSlots();
  const publish = usePublishPlan();
  const [error, setError] = useState<string | null>(null);
  const draft = plan.status === 'draft';
  const toPrograms = () => void navigate(pathTo('my_plans_active'));
  const onPublish = () => {
    setError(null);
    publish.mutate(plan.id, {
      onSuccess: () => {
        showAlert('congrats', f.published);
        toPrograms();
      },
      // A team coach whose owner has no payout details keeps the draft (spec 2.3): the server's
      // message says so, and 'Save as draft' stays offered.
      onError: (failure) => setError(serverErrorMessage(failure)),
    });
  };
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {s.reviewIntro}
      </Text>
      <ReviewSummary plan={plan} invited={<InvitedCount planId={plan.id} />} />
      {error && (
        <Alert color="orange" role="alert">
          <Stack gap={4} align="flex-start">
            {error}
            <ConnectOffer refusal={error} />
          </Stack>
        </Alert>
      )}
      <Group justify="flex-end" gap="xs">
        {draft ? (
          <>
            <Button
              variant="default"
              onClick={() => {
                showAlert('congrats', s.savedAsDraft);
                toPrograms();
              }}
            >
              {s.saveAsDraft}
            </Button>
            <Button loading={publish.isPending} onClick={onPublish}>
              {s.publish}
            </Button>
          </>
        ) : (
          <Button onClick={toPrograms}>{s.done}</Button>
        )}
      </Group>
    </Stack>
  );
}

/** create_plan_review (spec 2.3 'Review & Publish'). */
export default function ProgramReviewPage() {
  return <PlanStepPage step="review">{(plan) => <Review plan={plan} />}</PlanStepPage>;
}
