import { useEffect, useRef } from 'react';
import type { PublicPlan } from '@forma/contract/purchase/purchase.schemas';
import { publicPlanPath } from '@forma/contract/programs/programs.rules';
import { paidSuccessNotice } from './paid-success-notice';
import { PaymentCardModals } from './payment-card-modals';
import { PaymentInformationModal } from './payment-information-modal';
import { usePaymentFlow } from './use-payment-flow';
import { usePaymentReturn } from './use-payment-return';

/** What the public page asked of its paid controls; `at` tells a second press from the first. */
export type PaidRequest = { kind: 'resume_subscribe' | 'payment_information'; at: number };

type Props = {
  plan: PublicPlan;
  request: PaidRequest | null;
  onClose: () => void;
};

/**
 * The public program page's paid steps (spec 4.4, 4.6), loaded when first needed: 'Resume
 * subscription' (resume_subscribe), the Payment Information modal with its retry, and the card
 * steps both may ask for; the retry's authentication comes back to this page.
 */
export default function PaidPlanControls({ plan, request, onClose }: Props) {
  const returnUrl = publicPlanPath(plan);
  const flow = usePaymentFlow({
    planId: plan.id,
    successNotice: paidSuccessNotice(plan.plan_type),
    returnUrl,
    onSuccess: onClose,
  });
  usePaymentReturn(flow);

  const ran = useRef<number | null>(null);
  useEffect(() => {
    if (request?.kind !== 'resume_subscribe' || ran.current === request.at) return;
    ran.current = request.at;
    void flow.run({ kind: 'resume_subscribe' });
  }, [request, flow]);

  return (
    <>
      <PaymentInformationModal
        plan={plan}
        opened={request?.kind === 'payment_information' && flow.cardStep === null}
        flow={flow}
        returnUrl={returnUrl}
        onClose={onClose}
      />
      <PaymentCardModals flow={flow} coachId={plan.user.id} returnUrl={returnUrl} />
    </>
  );
}
