import { useEffect, useRef } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Image,
  List,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from '../../../lib/router';
import type { PublicPlan } from '@forma/contract/purchase/purchase.schemas';
import {
  purchaseMessages,
  checkoutTexts as m,
  publicPlanModalTexts as pm,
  publicPlanTexts as p,
} from '../purchase.messages';
import type { PricePeriod } from '@forma/contract/programs/programs.rules';
import { ACTION_LABELS } from '@forma/contract/purchase/public-plan.rules';
import { pathTo } from '../../../lib/routes/paths';
import { confirmEmailTexts, ConfirmEmailNotice } from '../../accounts';
import { usePublicPlan } from '../api/get-public-plan';
import { pageCover } from '../components/public-plan/plan-cover';
import { PaidCheckout } from '../components/payment/paid-checkout';
import { PurchaseFlowModals } from '../components/public-plan/purchase-flow-modals';
import { usePurchaseFlow } from '../components/public-plan/use-purchase-flow';

/** The free checkout: waiver, start date, 'Get for Free', then What Happens Next (spec 4.5, 2.8). */
function FreeCheckout({ plan }: { plan: PublicPlan }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const flow = usePurchaseFlow({
    plan,
    signedIn: plan.viewer !== 'anonymous',
    duration: (search.get('duration') as PricePeriod | null) ?? null,
  });
  const canGet = plan.viewer === 'client' && plan.allowed_to_buy && plan.can_sale;
  // The flow opens at once where it asks something first (waiver, start date, restart or
  // continue); a program that would be taken straight away waits for 'Get for Free'.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !canGet || plan.is_bought) return;
    started.current = true;
    if (['waiver', 'add_to_calendar', 'resume_modal'].includes(flow.firstStep())) flow.startFlow();
  }, [canGet, plan.is_bought, flow]);

  // Spec 2.8: closing the waiver on the purchase form sends the user back.
  const goBack = () => {
    flow.setModal(null);
    if (location.key !== 'default') void navigate(-1);
    else void navigate(pathTo('user_my_plans'));
  };
  const cover = pageCover(plan.covers);
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md">
        <Group wrap="nowrap" align="flex-start">
          {cover && <Image src={cover.small} alt="" w={96} h={96} radius="md" fit="cover" />}
          <Stack gap={4}>
            <Text fw={700} fz="lg">
              {plan.title}
            </Text>
            <Text size="sm" c="dimmed">
              {p.by} {plan.user.full_name} · {plan.plan_type_label}
            </Text>
            <Text fw={700}>{p.free}</Text>
          </Stack>
        </Group>
      </Paper>
      {plan.is_bought ? (
        <Alert color="green">
          <Stack gap={6}>
            <Text size="sm">{m.alreadyYours}</Text>
            <Anchor component={Link} to={pathTo('user_my_plans')} size="sm">
              {pm.goToMyPrograms}
            </Anchor>
          </Stack>
        </Alert>
      ) : canGet ? (
        <>
          <List type="ordered" spacing={6} size="sm">
            {plan.plan_waiver.show && <List.Item>{m.stepWaiver}</List.Item>}
            <List.Item>{m.stepStartDate}</List.Item>
            <List.Item>{m.stepNext}</List.Item>
          </List>
          <Button size="md" onClick={() => flow.startFlow()} loading={flow.busy.any}>
            {ACTION_LABELS.getFree}
          </Button>
        </>
      ) : plan.confirmation_required ? (
        <ConfirmEmailNotice message={confirmEmailTexts.program} />
      ) : (
        <Alert color="orange">{purchaseMessages.unavailable}</Alert>
      )}
      <PurchaseFlowModals
        plan={plan}
        flow={flow}
        onWaiverClose={goBack}
        onNextClose={() => void navigate(pathTo('user_my_plans'))}
      />
    </Stack>
  );
}

/** plan_purchase_form (/plan/:plan_id/purchase): the free or the paid checkout. */
export default function PlanPurchaseFormPage() {
  const { plan_id: ref = '' } = useParams();
  const plan = usePublicPlan(ref);
  return (
    <Container size="sm" px={{ base: 'md', sm: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>{m.title}</Title>
        {plan.isPending ? (
          <Group justify="center" py="xl">
            <Loader />
          </Group>
        ) : plan.isError ? (
          <Alert color="red">{p.loadFailed}</Alert>
        ) : plan.data.plan_pricing === 'free' ? (
          <FreeCheckout plan={plan.data} />
        ) : (
          <PaidCheckout plan={plan.data} />
        )}
      </Stack>
    </Container>
  );
}
