import { dayIn } from '@forma/contract/programs/days';
import type { PublicPlan } from '@forma/contract/purchase/purchase.schemas';
import { addToCalendarBounds } from '@forma/contract/programs/programs.rules';
import { AddToCalendarModal } from '../purchase-modals/add-to-calendar-modal';
import { ResumeModal } from '../purchase-modals/resume-modal';
import { WaiverModal } from '../purchase-modals/waiver-modal';
import { WhatHappensNextModal } from '../purchase-modals/what-happens-next-modal';
import type { usePurchaseFlow } from './use-purchase-flow';

type Props = {
  plan: PublicPlan;
  flow: ReturnType<typeof usePurchaseFlow>;
  /** Closing the waiver: the page stays; the purchase form sends the user back (spec 2.8). */
  onWaiverClose: () => void;
  onNextClose: () => void;
};

/** The modals of the purchase flow (spec 2.8, 2.9): waiver, add to calendar, resume, What Happens Next. */
export function PurchaseFlowModals({ plan, flow, onWaiverClose, onNextClose }: Props) {
  return (
    <>
      <WaiverModal
        plan={plan}
        opened={flow.modal === 'waiver'}
        onClose={onWaiverClose}
        accepting={flow.busy.waiver}
        onAccept={flow.onWaiverAccept}
      />
      <AddToCalendarModal
        opened={flow.modal === 'calendar'}
        bounds={addToCalendarBounds({
          planType: plan.plan_type,
          launchDate: plan.launch_date,
          today: dayIn(new Date()),
        })}
        confirm={flow.confirmKind}
        paidMembership={
          plan.plan_pricing === 'paid' && plan.plan_type === 'membership'
            ? { trialDays: plan.trial_days }
            : null
        }
        busy={flow.busy.date}
        onClose={() => flow.setModal(null)}
        onConfirm={flow.onDate}
      />
      <ResumeModal
        opened={flow.modal === 'resume'}
        busy={flow.resumeChoice}
        onClose={() => flow.setModal(null)}
        onChoose={flow.onResume}
      />
      <WhatHappensNextModal
        plan={plan}
        startDate={flow.startDate}
        opened={flow.modal === 'next'}
        onClose={() => {
          flow.setModal(null);
          onNextClose();
        }}
      />
    </>
  );
}
