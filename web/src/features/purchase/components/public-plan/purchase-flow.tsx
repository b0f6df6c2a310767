import { lazy, useEffect, useRef } from 'react';
import type { PublicPlan } from '@forma/contract/purchase/purchase.schemas';
import type { PricePeriod } from '@forma/contract/programs/programs.rules';
import type { PlanAction } from '@forma/contract/purchase/public-plan.rules';
import { Deferred } from '../../../../components/deferred';
import { useNavigate, useSearchParams } from '../../../../lib/router';
import { routeTargetPath } from './plan-back-link';
import { usePurchaseFlow } from './use-purchase-flow';

const ContactCoachModal = lazy(() =>
  import('./contact-coach-modal').then((m) => ({ default: m.ContactCoachModal })),
);
const PurchaseFlowModals = lazy(() =>
  import('./purchase-flow-modals').then((m) => ({ default: m.PurchaseFlowModals })),
);
const CancelProgramModal = lazy(() =>
  import('../purchase-modals/cancel-program-modal').then((m) => ({
    default: m.CancelProgramModal,
  })),
);
const PaidPlanControls = lazy(() => import('../payment/paid-plan-controls'));
const RescheduleModal = lazy(() =>
  import('../purchase-modals/reschedule-modal').then((m) => ({ default: m.RescheduleModal })),
);

/**
 * What the public page asked of its purchase flow: a button's action, the flow's first step (a
 * free program chosen before signing in), or the Payment Information modal. Each request is a new
 * object, run once.
 */
export type FlowRequest =
  { kind: 'action'; action: PlanAction } | { kind: 'start' } | { kind: 'payment_information' };

type Props = {
  plan: PublicPlan;
  duration: PricePeriod | null;
  request: FlowRequest | null;
  /** Whether a purchase step is under way: the first button shows it. */
  onBusy: (busy: boolean) => void;
};

/**
 * The public page's purchase flow (spec 4.5) with its modals, loaded on the page's first request
 * (a click, or a return from a card's authentication page): a visitor who only reads the program
 * never fetches its steps and mutations.
 */
export default function PurchaseFlow({ plan, duration, request, onBusy }: Props) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const flow = usePurchaseFlow({
    plan,
    // The server answers as it saw the caller: anonymous means signed out.
    signedIn: plan.viewer !== 'anonymous',
    duration,
  });

  const ran = useRef<FlowRequest | null>(null);
  useEffect(() => {
    if (request === null || ran.current === request) return;
    ran.current = request;
    if (request.kind === 'action') flow.onAction(request.action);
    else if (request.kind === 'start') flow.startFlow();
    else flow.openPaymentInformation();
  }, [request, flow]);

  const busy = flow.busy.any;
  useEffect(() => onBusy(busy), [busy, onBusy]);

  return (
    <>
      <Deferred when={['waiver', 'calendar', 'resume', 'next'].includes(flow.modal ?? '')}>
        <PurchaseFlowModals
          plan={plan}
          flow={flow}
          onWaiverClose={() => flow.setModal(null)}
          onNextClose={() => void navigate(routeTargetPath({ name: 'user_my_plans', params: {} }))}
        />
      </Deferred>
      <Deferred when={flow.modal === 'reschedule'}>
        <RescheduleModal
          plan={flow.modal === 'reschedule' ? plan : null}
          onClose={() => flow.setModal(null)}
        />
      </Deferred>
      <Deferred when={flow.modal === 'cancel'}>
        <CancelProgramModal
          title={flow.modal === 'cancel' ? plan.title : null}
          free={plan.plan_pricing === 'free'}
          busy={flow.busy.cancel}
          onClose={() => flow.setModal(null)}
          onConfirm={flow.onCancelConfirm}
        />
      </Deferred>
      {/* Back from a card's authentication page, the paid controls go on with that payment. */}
      <Deferred when={flow.paid !== null || search.has('payment_intent')}>
        <PaidPlanControls plan={plan} request={flow.paid} onClose={flow.closePaid} />
      </Deferred>
      <Deferred when={flow.modal === 'contact'}>
        <ContactCoachModal
          planId={plan.id}
          opened={flow.modal === 'contact'}
          onClose={() => flow.setModal(null)}
        />
      </Deferred>
    </>
  );
}
