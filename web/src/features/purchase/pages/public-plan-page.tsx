import { lazy, useEffect, useRef, useState } from 'react';
import { Alert, Container, Group, Loader, Stack, Title } from '@mantine/core';
import { useNavigate, useParams, useSearchParams } from '../../../lib/router';
import { dayIn } from '@forma/contract/programs/days';
import type { PublicPlan } from '@forma/contract/purchase/purchase.schemas';
import { purchaseMessages, publicPlanTexts as p } from '../purchase.messages';
import {
  DEFAULT_PRICE_PERIOD,
  PRICE_PERIODS,
  publicPlanPath,
  type PricePeriod,
} from '@forma/contract/programs/programs.rules';
import {
  planActionInput,
  publicPlanActions,
  publicPlanBackLink,
  shouldSkipSalesPage,
  withFreeCancel,
} from '@forma/contract/purchase/public-plan.rules';
import { Deferred } from '../../../components/deferred';
import { pathTo } from '../../../lib/routes/paths';
import { storageKeys } from '../../../lib/storage-keys';
import { usePublicPlan } from '../api/get-public-plan';
import { PlanActionsBar } from '../components/public-plan/plan-actions-bar';
import { OwnerCard } from '../components/public-plan/owner-card';
import { PlanAlerts } from '../components/public-plan/plan-alerts';
import { PlanBackLink } from '../components/public-plan/plan-back-link';
import { PlanCover } from '../components/public-plan/plan-cover';
import { PlanHeading } from '../components/public-plan/plan-heading';
import { PlanInfoItems } from '../components/public-plan/plan-info-items';
import { PlanOverview } from '../components/public-plan/plan-overview';
import { PriceBar } from '../components/public-plan/price-bar';
import { usePlanDocumentTitle } from '../components/public-plan/use-plan-document-title';
import type { FlowRequest } from '../components/public-plan/purchase-flow';

// What a visitor does not need until they act: each loads when it first opens.
const PlanConfirmEmail = lazy(() => import('../components/public-plan/plan-confirm-email'));
const PurchaseFlow = lazy(() => import('../components/public-plan/purchase-flow'));
const SignInModal = lazy(() =>
  import('../components/public-plan/sign-in-modal').then((m) => ({ default: m.SignInModal })),
);

const isPeriod = (value: string | null): value is PricePeriod =>
  (PRICE_PERIODS as readonly string[]).includes(value ?? '');

/** 4.5 "Price selection": the membership's period, else the query's, else monthly. */
function initialDuration(plan: PublicPlan, query: string | null): PricePeriod | null {
  const periods: PricePeriod[] = plan.local_price.map((o) => o.period);
  const candidates: (PricePeriod | null)[] = [
    plan.local_price.find((o) => o.id === plan.selected_price)?.period ?? null,
    isPeriod(query) ? query : null,
    DEFAULT_PRICE_PERIOD,
  ];
  return (
    candidates.find((c): c is PricePeriod => c !== null && periods.includes(c)) ??
    periods[0] ??
    null
  );
}

function PlanView({ plan }: { plan: PublicPlan }) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const today = dayIn(new Date());
  const [duration, setDuration] = useState(() => initialDuration(plan, search.get('duration')));
  // The purchase flow loads with the first request made of it (purchase-flow.tsx).
  const [request, setRequest] = useState<FlowRequest | null>(null);
  const [busy, setBusy] = useState(false);
  usePlanDocumentTitle(plan);
  const actionInput = planActionInput(plan, today);
  const actions = withFreeCancel(publicPlanActions(actionInput), actionInput);
  const owner = plan.viewer === 'owner';
  const privateLocked = plan.accessibility === false && !plan.allowed_to_buy && !plan.is_bought;

  // On page load (4.5), once per viewer (a cached visitor's copy may come before the signed-in
  // answer): skip the sales page, or pick up a free program chosen before signing in. Later
  // answers for the same viewer (after a cancel, say) must not send the client away again.
  const checkedFor = useRef<string | null>(null);
  useEffect(() => {
    if (checkedFor.current === plan.viewer) return;
    checkedFor.current = plan.viewer;
    if (shouldSkipSalesPage(plan)) {
      void navigate(pathTo('plan_purchase_form', { plan_id: plan.id }), { replace: true });
      return;
    }
    const stored = localStorage.getItem(storageKeys.getFreeProgramId);
    if (stored !== String(plan.id) || plan.viewer !== 'client') return;
    localStorage.removeItem(storageKeys.getFreeProgramId);
    if (!plan.is_bought && plan.allowed_to_buy && plan.can_sale) setRequest({ kind: 'start' });
  }, [plan, navigate]);

  const back = publicPlanBackLink({
    backRoute: null,
    viewerIsOwner: owner,
    planHasOwner: true,
    clientBought: plan.viewer === 'client' && plan.is_bought,
    owner: plan.user,
  });
  const coachPlans = pathTo('public-page-plans', { user_id: plan.user.custom_url || plan.user.id });

  return (
    <Container size="md" px={{ base: 'md', sm: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <PlanBackLink target={back} />
        </div>
        <PlanCover covers={plan.covers} title={plan.title} />
        <Deferred when={plan.confirmation_required}>
          <PlanConfirmEmail />
        </Deferred>
        <PlanAlerts
          alerts={plan.alerts}
          coachPlansPath={coachPlans}
          onPaymentInformation={() => setRequest({ kind: 'payment_information' })}
        />
        <PlanHeading plan={plan} />
        <PriceBar
          plan={plan}
          duration={duration}
          onDuration={setDuration}
          actions={
            <PlanActionsBar
              actions={actions}
              onAction={(action) => setRequest({ kind: 'action', action })}
              busy={busy}
            />
          }
        />
        <PlanInfoItems plan={plan} />
        <PlanOverview plan={plan} />
        {!owner && <OwnerCard owner={plan.user} />}
      </Stack>

      {/* Back from a card's authentication page, the paid controls go on with that payment. */}
      <Deferred when={request !== null || search.has('payment_intent')}>
        <PurchaseFlow plan={plan} duration={duration} request={request} onBusy={setBusy} />
      </Deferred>
      <Deferred when={plan.viewer === 'anonymous' && privateLocked}>
        <SignInModal
          opened={plan.viewer === 'anonymous' && privateLocked}
          returnPath={publicPlanPath(plan)}
        />
      </Deferred>
    </Container>
  );
}

/** public_plan (/p/:plan_id, spec 2.7): the program as the viewer may see it. */
export default function PublicPlanPage() {
  const { plan_id: ref = '' } = useParams();
  const plan = usePublicPlan(ref);
  if (plan.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader />
      </Group>
    );
  }
  if (plan.isError) {
    return (
      <Container size="sm" py="xl">
        <Stack>
          <Title order={1}>{purchaseMessages.unavailable}</Title>
          <Alert color="red">{p.loadFailed}</Alert>
        </Stack>
      </Container>
    );
  }
  return <PlanView plan={plan.data} />;
}
