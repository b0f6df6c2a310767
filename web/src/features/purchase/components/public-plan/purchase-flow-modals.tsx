import { dayIn } from '@forma/contract/programs/days';
import type { PublicPlan } from '@forma/contract/purchase/purchase.schemas';
import { addToCalendarBounds } from '@forma/contract/programs/programs.rules';
import { AddToCalendarModal } from '../purchase-modals/add-to-calendar-modal';
import { ResumeModal } from '../purchase-modals/resume-modal';
import { WaiverModal } from '../purchase-modals/waiver-modal';
import { WhatHappensNextModal } from '../purchase-modals/what-happens-next-modal';
import { useModalTurn } from '../../../../lib/modal-turns';
import { firstPaymentOf } from '../../first-payment';
import type { PurchaseModal, usePurchaseFlow } from './use-purchase-flow';

type Props = {
  plan: PublicPlan;
  flow: ReturnType<typeof usePurchaseFlow>;
  /** Closing the waiver: the page stays; the purchase form sends the user back (spec 2.8). */
  onWaiverClose: () => void;
  onNextClose: () => void;
};

const FLOW_MODALS: readonly PurchaseModal[] = ['waiver', 'calendar', 'resume', 'next'];

/**
 * The modals of the purchase flow (spec 2.8, 2.9): waiver, add to calendar, resume, What Happens
 * Next. The flow takes one turn among the modals that open by themselves (it resumes on its own
 * after sign-up), so it waits for the update-profile question and keeps the turn from the waiver
 * to What Happens Next.
 */
export function PurchaseFlowModals({ plan, flow, onWaiverClose, onNextClose }: Props) {
  const turn = useModalTurn(FLOW_MODALS.includes(flow.modal));
  const shown = turn ? flow.modal : null;
  return (
    <>
      <WaiverModal
        plan={plan}
        opened={shown === 'waiver'}
        onClose={onWaiverClose}
        accepting={flow.busy.waiver}
        onAccept={flow.onWaiverAccept}
      />
      <AddToCalendarModal
        opened={shown === 'calendar'}
        bounds={addToCalendarBounds({
          planType: plan.plan_type,
          launchDate: plan.launch_date,
          today: dayIn(new Date()),
        })}
        confirm={flow.confirmKind}
        paidMembership={
          plan.plan_pricing === 'paid' && plan.plan_type === 'membership'
            ? { trialDays: plan.trial_days, firstPayment: firstPaymentOf(plan) }
            : null
        }
        busy={flow.busy.date}
        onClose={() => flow.setModal(null)}
        onConfirm={flow.onDate}
      />
      <ResumeModal
        opened={shown === 'resume'}
        busy={flow.resumeChoice}
        onClose={() => flow.setModal(null)}
        onChoose={flow.onResume}
      />
      <WhatHappensNextModal
        plan={plan}
        startDate={flow.startDate}
        opened={shown === 'next'}
        onClose={() => {
          flow.setModal(null);
          onNextClose();
        }}
      />
    </>
  );
}
