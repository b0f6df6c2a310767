import { useState } from 'react';
import { Alert, Anchor, Button, Paper, Stack, Text } from '@mantine/core';
import { addToCalendarBounds, publicPlanPath } from '@forma/contract/programs/programs.rules';
import { dayIn } from '@forma/contract/programs/days';
import type { PublicPlan, ResumeType } from '@forma/contract/purchase/purchase.schemas';
import { pathTo } from '../../../../lib/routes/paths';
import { showAlert } from '../../../../components/feedback/show-alert';
import { Link, useLocation, useNavigate, useSearchParams } from '../../../../lib/router';
import { useAcceptWaiver } from '../../api/purchase';
import { useAddCard, useCoachCards } from '../../api/payment';
import { checkoutTexts as m, paymentTexts as t, purchaseMessages } from '../../purchase.messages';
import { paymentFailure } from '../../payment-errors';
import { AddToCalendarModal } from '../purchase-modals/add-to-calendar-modal';
import { ResumeModal } from '../purchase-modals/resume-modal';
import { WaiverModal } from '../purchase-modals/waiver-modal';
import { firstPaymentOf } from '../../first-payment';
import { defaultCard } from './card-label';
import { CardPicker, NEW_CARD } from './card-picker';
import { CheckoutFirstPayment } from './checkout-first-payment';
import { CheckoutNextSteps } from './checkout-next-steps';
import { CheckoutPrice } from './checkout-price';
import { CheckoutResume } from './checkout-resume';
import { CheckoutStartDate } from './checkout-start-date';
import {
  checkoutButtonLabel,
  checkoutOptions,
  initialOption,
  needsStartDate,
} from './checkout.rules';
import { paidSuccessNotice } from './paid-success-notice';
import { PaymentCardModals } from './payment-card-modals';
import { usePaymentFlow } from './use-payment-flow';
import { usePaymentReturn } from './use-payment-return';
import { useNewCardReturn } from './use-new-card-return';

/**
 * The paid checkout (spec 4.5, 2.8, 2.9): price period, waiver, start date, the card (saved with
 * this coach or new), What Happens Next and the buy button, which pays through the payment flow
 * (card steps and 3-D Secure included). A program that ended asks Restart or Continue first
 * (spec 4.7): Continue keeps its start date, Restart asks a new one. Success: its notice, then
 * the program's page.
 */
export function PaidCheckout({ plan }: { plan: PublicPlan }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const today = dayIn(new Date());
  const coachId = plan.user.id;
  const options = checkoutOptions(plan);
  const [option, setOption] = useState(() => initialOption(plan, search.get('duration')));
  const [startDate, setStartDate] = useState<string | null>(search.get('startDate'));
  const [picking, setPicking] = useState(false);
  const acceptWaiver = useAcceptWaiver();
  const waiverPending = plan.plan_waiver.show && !plan.plan_waiver.accepted_text;
  const canBuy =
    plan.viewer === 'client' && plan.allowed_to_buy && plan.can_sale && !plan.is_bought;
  const [waiverOpen, setWaiverOpen] = useState(canBuy && waiverPending);
  const resuming = canBuy && plan.will_resume;
  const [resumeType, setResumeType] = useState<ResumeType | null>(null);
  const [choosing, setChoosing] = useState(resuming && !waiverPending);

  const cards = useCoachCards(coachId, canBuy);
  const [selection, setSelection] = useState<string | null>(null);
  const savedDefault = cards.data ? defaultCard(cards.data.data) : null;
  const selected = selection ?? savedDefault?.id ?? NEW_CARD;
  const makeDefault = useAddCard();

  const returnUrl = pathTo(
    'plan_purchase_form',
    { plan_id: plan.id },
    {
      ...(option ? { duration: option.period } : {}),
      ...(startDate ? { startDate } : {}),
    },
  );
  const flow = usePaymentFlow({
    planId: plan.id,
    successNotice: paidSuccessNotice(plan.plan_type),
    returnUrl,
    onSuccess: () => void navigate(publicPlanPath(plan)),
  });
  usePaymentReturn(flow);
  useNewCardReturn();

  const askDate = needsStartDate(plan, today) && resumeType !== 'continue';
  const chooseResume = (choice: ResumeType) => {
    setChoosing(false);
    setResumeType(choice);
    if (choice === 'restart' && askDate) setPicking(true);
  };
  const buy = async () => {
    if (resuming && !resumeType) return setChoosing(true);
    if (askDate && !startDate) return setPicking(true);
    // Purchases charge the default card: a saved card chosen instead becomes the default first.
    const chosen = cards.data?.data.find((card) => card.id === selected);
    if (chosen && chosen.kind !== 'default') {
      try {
        await makeDefault.mutateAsync({ coachId, paymentMethod: chosen.id });
      } catch (error) {
        const failure = paymentFailure(error);
        return showAlert(
          'error',
          failure.kind === 'message' ? failure.message : purchaseMessages.error,
        );
      }
    }
    setSelection(null);
    return flow.run({
      kind: 'buy',
      request: {
        priceId: option?.id ?? null,
        startDate: resumeType === 'continue' ? null : startDate,
        resumeType,
      },
    });
  };

  // Spec 2.8: closing the waiver on the purchase form sends the user back.
  const leaveWaiver = () => {
    setWaiverOpen(false);
    if (location.key !== 'default') void navigate(-1);
    else void navigate(publicPlanPath(plan));
  };

  return (
    <Stack gap="lg">
      <CheckoutPrice plan={plan} options={options} chosen={option} onChoose={setOption} />
      {plan.is_bought ? (
        <Alert color="green">
          <Stack gap={6}>
            <Text size="sm">{m.alreadyYours}</Text>
            <Anchor component={Link} to={publicPlanPath(plan)} size="sm">
              {m.backToProgram}
            </Anchor>
          </Stack>
        </Alert>
      ) : !canBuy ? (
        <Alert color="orange">{purchaseMessages.unavailable}</Alert>
      ) : (
        <>
          {resuming && (
            <CheckoutResume
              choice={resumeType}
              startedOn={plan.membership?.start_date ?? null}
              onChange={() => setChoosing(true)}
            />
          )}
          {resumeType !== 'continue' && (
            <CheckoutStartDate
              startDate={startDate}
              launchDate={plan.launch_date}
              onChange={askDate ? () => setPicking(true) : null}
            />
          )}
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm" component="section" aria-label={t.card}>
              <Text fw={600}>{t.card}</Text>
              <CardPicker
                coachId={coachId}
                cards={cards.data?.data}
                failed={cards.isError}
                selected={selected}
                onSelect={setSelection}
                onCardSaved={() => setSelection(null)}
                returnUrl={returnUrl}
              />
            </Stack>
          </Paper>
          <CheckoutFirstPayment plan={plan} option={option} resuming={resuming} />
          <CheckoutNextSteps
            plan={plan}
            resuming={resuming}
            startDate={
              resumeType === 'continue' ? (plan.membership?.start_date ?? null) : startDate
            }
          />
          {flow.error && (
            <Alert color="red" role="alert">
              {flow.error}
            </Alert>
          )}
          <Button
            size="md"
            onClick={() => void buy()}
            loading={flow.busy || makeDefault.isPending}
            disabled={!plan.user.stripe_connect_charges_enabled || waiverPending}
          >
            {checkoutButtonLabel(plan, today)}
          </Button>
        </>
      )}
      <WaiverModal
        plan={plan}
        opened={waiverOpen}
        onClose={leaveWaiver}
        accepting={acceptWaiver.isPending}
        onAccept={() =>
          acceptWaiver.mutate(plan.id, {
            onSuccess: () => {
              setWaiverOpen(false);
              if (resuming) setChoosing(true);
              else if (askDate && !startDate) setPicking(true);
            },
          })
        }
      />
      <AddToCalendarModal
        opened={picking}
        bounds={addToCalendarBounds({
          planType: plan.plan_type,
          launchDate: plan.launch_date,
          today,
        })}
        confirm="start"
        // A client coming back has had the trial: they pay from the start.
        paidMembership={
          plan.plan_type === 'membership'
            ? {
                trialDays: resuming ? 0 : plan.trial_days,
                firstPayment: firstPaymentOf(plan, { trial: !resuming }),
              }
            : null
        }
        busy={false}
        onClose={() => setPicking(false)}
        onConfirm={(day) => {
          setStartDate(day);
          setPicking(false);
        }}
      />
      <ResumeModal
        opened={choosing}
        busy={null}
        onClose={() => setChoosing(false)}
        onChoose={chooseResume}
      />
      <PaymentCardModals flow={flow} coachId={coachId} returnUrl={returnUrl} />
    </Stack>
  );
}
