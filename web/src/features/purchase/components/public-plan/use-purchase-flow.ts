import { useState } from 'react';
import { useNavigate } from '../../../../lib/router';
import type { PublicPlan, ResumeType } from '@forma/contract/purchase/purchase.schemas';
import { purchaseNotices } from '../../purchase.messages';
import { publicPlanPath, type PricePeriod } from '@forma/contract/programs/programs.rules';
import { dayIn } from '@forma/contract/programs/days';
import { hasFutureLaunch } from '@forma/contract/programs/programs.rules';
import {
  afterStartDateStep,
  purchaseFlowStep,
  type PlanAction,
  type PurchaseStep,
} from '@forma/contract/purchase/public-plan.rules';
import { pathTo } from '../../../../lib/routes/paths';
import { showAlert } from '../../../../components/feedback/show-alert';
import { storageKeys } from '../../../../lib/storage-keys';
import {
  useAcceptWaiver,
  useApplyPlan,
  useBuyPlan,
  useCancelFromPlanPage,
  useResumePlan,
  type BuyRequest,
} from '../../api/purchase';
import type { PaidRequest } from '../payment/paid-plan-controls';

export type PurchaseModal =
  'waiver' | 'calendar' | 'next' | 'resume' | 'reschedule' | 'cancel' | 'contact' | null;

type Options = { plan: PublicPlan; signedIn: boolean; duration: PricePeriod | null };

/**
 * The purchase flow of spec 4.5 around the public page's buttons (4.4): sign-up for visitors
 * (the free program remembered), the waiver first, add to calendar, buy, apply, resume, cancel.
 * Paid checkout is the payments area's: those steps go to the purchase form route.
 */
export function usePurchaseFlow({ plan, signedIn, duration }: Options) {
  const navigate = useNavigate();
  const [modal, setModal] = useState<PurchaseModal>(null);
  const [startDate, setStartDate] = useState<string | null>(null);
  // After 'Restart' the program is owned again, whatever the loaded plan still says.
  const [restarted, setRestarted] = useState(false);
  const acceptWaiver = useAcceptWaiver();
  const buy = useBuyPlan();
  const apply = useApplyPlan();
  const resume = useResumePlan();
  const cancel = useCancelFromPlanPage();
  const [resumeChoice, setResumeChoice] = useState<ResumeType | null>(null);
  // The paid steps (resume_subscribe, Payment Information) run in their own lazy chunk.
  const [paid, setPaid] = useState<PaidRequest | null>(null);
  const requestPaid = (kind: PaidRequest['kind']) => setPaid({ kind, at: Date.now() });
  const waiverPending = plan.plan_waiver.show && !plan.plan_waiver.accepted_text;
  const withDuration = duration ? { duration } : {};

  const toPurchaseForm = (query: Record<string, string> = {}) =>
    void navigate(
      pathTo('plan_purchase_form', { plan_id: plan.id }, { ...withDuration, ...query }),
    );

  const done = (day: string | null, notice: string) => {
    setStartDate(day);
    localStorage.removeItem(storageKeys.getFreeProgramId);
    if (notice) showAlert('congrats', notice);
    setModal('next');
  };

  const buyNow = ({
    launchDate,
    ...request
  }: Omit<BuyRequest, 'planId'> & { launchDate?: string | null }) =>
    buy.mutate(
      { planId: plan.id, ...request },
      { onSuccess: (result) => done(request.startDate ?? launchDate ?? null, result.notice) },
    );

  const signUp = () => {
    if (plan.plan_pricing === 'free') {
      localStorage.setItem(storageKeys.getFreeProgramId, String(plan.id));
    }
    // 4.5: the purchase query rides along in the address the visitor comes back to.
    const back = `${publicPlanPath(plan)}${duration ? `?duration=${duration}` : ''}`;
    localStorage.setItem(storageKeys.returnPath, back);
    localStorage.setItem(storageKeys.backToPlan, back);
    void navigate(pathTo('onboarding-coaching-signup', { role: 'client' }));
  };

  const futureLaunch = hasFutureLaunch(plan.launch_date, dayIn(new Date()));

  /** What 'Get for Free' / 'Start my Program' does first (4.5), the waiver before anything else. */
  const firstStep = (waiverDone = false): PurchaseStep | 'waiver' => {
    const step = purchaseFlowStep({
      authenticated: signedIn,
      planType: plan.plan_type,
      pricing: plan.plan_pricing,
      waiverPending: waiverPending && !waiverDone,
      willResume: plan.will_resume,
      hasMembership: plan.membership !== null && plan.membership.state !== 'init',
      futureLaunch,
    });
    return step !== 'sign_up' && waiverPending && !waiverDone ? 'waiver' : step;
  };

  const startFlow = (waiverDone = false) => {
    const step = firstStep(waiverDone);
    if (step === 'sign_up') signUp();
    else if (step === 'waiver') setModal('waiver');
    else if (step === 'add_to_calendar') setModal('calendar');
    else if (step === 'resume_modal') setModal('resume');
    // A membership launching later starts on its launch date (the server sets it).
    else if (step === 'buy') buyNow(futureLaunch ? { launchDate: plan.launch_date } : {});
    else toPurchaseForm();
  };

  const onWaiverAccept = () =>
    acceptWaiver.mutate(plan.id, {
      onSuccess: () => {
        setModal(null);
        startFlow(true);
      },
    });

  const onDate = (day: string) => {
    const next = afterStartDateStep({
      pricing: plan.plan_pricing,
      isBought: plan.is_bought || restarted,
    });
    if (next === 'buy') buyNow({ startDate: day });
    else if (next === 'apply_plan') {
      apply.mutate(
        { planId: plan.id, startDate: day },
        { onSuccess: (result) => done(day, result.notice) },
      );
    } else {
      toPurchaseForm({ startDate: day, waiverAgree: String(!waiverPending) });
    }
  };

  /** 'Resume Subscription': a resumed membership through plans/{id}/resume, a cancelled free one through buy. */
  const onResume = (resumeType: ResumeType) => {
    setResumeChoice(resumeType);
    const handlers = {
      onSuccess: () => {
        if (resumeType === 'continue') {
          showAlert('congrats', purchaseNotices.resumed);
          setModal(null);
        } else {
          setRestarted(true);
          setModal('calendar');
        }
      },
      onSettled: () => setResumeChoice(null),
    };
    if (plan.membership?.state === 'resume') {
      resume.mutate({ planId: plan.id, resumeType }, handlers);
    } else {
      buy.mutate({ planId: plan.id, resumeType }, handlers);
    }
  };

  const onCancelConfirm = () =>
    cancel.mutate(plan.id, {
      onSuccess: (result) => {
        showAlert('congrats', result.notice || purchaseNotices.cancelled);
        setModal(null);
      },
    });

  const onAction = (action: PlanAction) => {
    switch (action.target) {
      case 'purchase_flow':
        return startFlow();
      case 'purchase_form':
        return toPurchaseForm();
      case 'add_to_calendar':
        return setModal(waiverPending ? 'waiver' : 'calendar');
      case 'resume_modal':
        return setModal('resume');
      case 'calendar':
        return void navigate(pathTo('calendar'));
      case 'billing_purchases':
        return void navigate(pathTo('billing_purchases'));
      case 'reschedule_modal':
        return setModal('reschedule');
      case 'contact_modal':
        return setModal('contact');
      case 'cancel_subscription':
        return setModal('cancel');
      case 'resume_subscribe':
        return requestPaid('resume_subscribe');
      default:
        return undefined;
    }
  };

  return {
    modal,
    setModal,
    startDate,
    firstStep,
    startFlow,
    onAction,
    onDate,
    onResume,
    onWaiverAccept,
    onCancelConfirm,
    resumeChoice,
    paid,
    openPaymentInformation: () => requestPaid('payment_information'),
    closePaid: () => setPaid(null),
    confirmKind: plan.plan_pricing === 'free' && !plan.is_bought && !restarted ? 'free' : 'start',
    busy: {
      waiver: acceptWaiver.isPending,
      date: buy.isPending || apply.isPending,
      any: buy.isPending || apply.isPending || acceptWaiver.isPending || resume.isPending,
      cancel: cancel.isPending,
    },
  } as const;
}
