import { useState } from 'react';
import {
  Alert,
  Avatar,
  Badge,
  Box,
  Container,
  Group,
  Image,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { dayIn } from '@forma/contract/programs/days';
import type { PublicPlan } from '@forma/contract/programs/memberships.schemas';
import { purchaseMessages } from '@forma/contract/programs/programs.messages';
import { addToCalendarBounds, publicPlanPath } from '@forma/contract/programs/programs.rules';
import {
  afterStartDateStep,
  mainCoverLarge,
  planActionInput,
  publicPlanActions,
  purchaseFlowStep,
  type PlanAction,
} from '@forma/contract/programs/public-plan.rules';
import { pathTo } from '../../../app/paths';
import { showAlert } from '../../../components/feedback/show-alert';
import { serverErrorMessage } from '../../../components/forms/server-errors';
import { storageKeys } from '../../../lib/storage-keys';
import { useMe } from '../../session/api/get-me';
import { usePublicPlan } from '../api/get-public-plan';
import { useAcceptWaiver, useBuyPlan } from '../api/purchase';
import { PlanActionsBar } from '../components/plan-actions-bar';
import {
  AddToCalendarModal,
  WaiverModal,
  WhatHappensNextModal,
} from '../components/purchase-modals';
import { publicMessages as p } from '../public-plan-messages';

type Modal = 'waiver' | 'calendar' | 'next' | null;

function PlanView({ plan }: { plan: PublicPlan }) {
  const me = useMe();
  const navigate = useNavigate();
  const today = dayIn(new Date());
  const [modal, setModal] = useState<Modal>(null);
  const [startDate, setStartDate] = useState<string | null>(null);
  const acceptWaiver = useAcceptWaiver();
  const buy = useBuyPlan();
  const actions = publicPlanActions(planActionInput(plan, today));
  const cover = mainCoverLarge(plan.covers);
  const waiverPending = plan.plan_waiver.show && !plan.plan_waiver.accepted_text;

  const buyNow = (day: string | null) =>
    buy.mutate(
      { planId: plan.id, startDate: day },
      {
        onSuccess: (result) => {
          setStartDate(day);
          showAlert('congrats', result.notice);
          setModal('next');
        },
        onError: (error) => showAlert('error', serverErrorMessage(error)),
      },
    );

  const startFlow = (waiverDone = false) => {
    const step = purchaseFlowStep({
      authenticated: me !== null,
      planType: plan.plan_type,
      pricing: plan.plan_pricing,
      waiverPending: waiverPending && !waiverDone,
      willResume: plan.will_resume,
      hasMembership: plan.membership !== null && plan.membership.state !== 'init',
    });
    if (step === 'sign_up') {
      if (plan.plan_pricing === 'free') {
        localStorage.setItem(storageKeys.getFreeProgramId, String(plan.id));
      }
      localStorage.setItem(storageKeys.backToPlan, publicPlanPath(plan));
      void navigate(pathTo('onboarding-coaching-signup', { role: 'client' }));
    } else if (step === 'purchase_form' && waiverPending && !waiverDone) {
      setModal('waiver');
    } else if (step === 'add_to_calendar') {
      setModal('calendar');
    } else if (step === 'buy' || step === 'resume_modal') {
      buyNow(null);
    } else {
      showAlert('info', p.notAvailableYet);
    }
  };

  const onAction = (action: PlanAction) => {
    switch (action.target) {
      case 'purchase_flow':
      case 'purchase_form':
        startFlow();
        break;
      case 'add_to_calendar':
        setModal('calendar');
        break;
      case 'calendar':
        void navigate(pathTo('calendar'));
        break;
      case 'billing_purchases':
        void navigate(pathTo('billing_purchases'));
        break;
      case 'sign_in_modal':
        localStorage.setItem(storageKeys.returnPath, publicPlanPath(plan));
        void navigate(pathTo('onboarding-signin'));
        break;
      default:
        showAlert('info', p.notAvailableYet);
    }
  };

  const onDate = (day: string) => {
    const next = afterStartDateStep({ pricing: plan.plan_pricing, isBought: plan.is_bought });
    if (next === 'buy') buyNow(day);
    else showAlert('info', p.notAvailableYet);
  };

  const price =
    plan.plan_pricing === 'free'
      ? p.free
      : (plan.viewer === 'client' || plan.viewer === 'anonymous'
          ? plan.local_price
          : plan.original_price
        )
          .map((option) => option.price_format)
          .join(' · ');

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        {cover && <Image src={cover} alt="" radius="lg" mah={360} fit="cover" />}
        {plan.alerts.map((alert) => (
          <Alert key={alert.kind} color={alert.kind === 'coach_viewing' ? 'blue' : 'orange'}>
            <Stack gap={4}>
              {alert.messages.map((message) => (
                <Text key={message} size="sm">
                  {message}
                </Text>
              ))}
            </Stack>
          </Alert>
        ))}
        <Stack gap={6}>
          <Title order={1}>{plan.title}</Title>
          <Group gap="xs">
            <Badge variant="default">{plan.plan_type_label}</Badge>
            {plan.membership && <Badge variant="light">{plan.membership.label}</Badge>}
          </Group>
          {plan.viewer === 'owner' && (
            <Text size="sm" c="dimmed">
              {p.programType(plan.plan_type_label)} · {plan.public_url}
            </Text>
          )}
        </Stack>
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between">
            <Text fw={700} fz="lg">
              {price}
            </Text>
            <PlanActionsBar
              actions={actions}
              onAction={onAction}
              busy={buy.isPending || acceptWaiver.isPending}
            />
          </Group>
        </Paper>
        {plan.description && (
          <Stack gap="xs">
            <Title order={2} fz={20}>
              {p.overview}
            </Title>
            <Box dangerouslySetInnerHTML={{ __html: plan.description }} />
          </Stack>
        )}
        {plan.viewer !== 'owner' && (
          <Paper withBorder radius="md" p="md">
            <Group>
              <Avatar src={plan.user.avatar_url} radius="xl" />
              <Stack gap={0}>
                <Text size="xs" c="dimmed">
                  {p.by}
                </Text>
                <Text fw={600}>{plan.user.full_name}</Text>
              </Stack>
            </Group>
          </Paper>
        )}
      </Stack>
      <WaiverModal
        plan={plan}
        opened={modal === 'waiver'}
        onClose={() => setModal(null)}
        accepting={acceptWaiver.isPending}
        onAccept={() =>
          acceptWaiver.mutate(plan.id, {
            onSuccess: () => {
              setModal(null);
              startFlow(true);
            },
          })
        }
      />
      <AddToCalendarModal
        opened={modal === 'calendar'}
        bounds={addToCalendarBounds({
          planType: plan.plan_type,
          launchDate: plan.launch_date,
          today,
        })}
        busy={buy.isPending}
        onClose={() => setModal(null)}
        onConfirm={onDate}
      />
      <WhatHappensNextModal
        plan={plan}
        startDate={startDate}
        opened={modal === 'next'}
        onClose={() => {
          setModal(null);
          void navigate(pathTo('user_my_plans'));
        }}
      />
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
