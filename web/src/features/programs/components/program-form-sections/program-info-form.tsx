import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from '../../../../lib/router';
import {
  DEFAULT_CURRENCY,
  randomPlanColor,
  type PlanType,
} from '@forma/contract/programs/programs.rules';
import type { CoachPlan } from '@forma/contract/programs/programs.schemas';
import { pathTo } from '../../../../lib/routes/paths';
import { useSession } from '../../../../lib/session/use-session';
import { showAlert } from '../../../../components/feedback/show-alert';
import { serverErrorMessage, splitServerErrors } from '../../../../components/forms/server-errors';
import { useRefusal } from '../../../../components/forms/use-refusal';
import { useSavePlan } from '../../api/save-plan';
import { programFormTexts as f, stepTexts as s } from '../../programs.messages';
import {
  createBodyOf,
  emptyProgramForm,
  FORM_FIELDS,
  formErrorsOfServer,
  formFromPlan,
  planFieldsOf,
  validateProgramForm,
  type ProgramFormValues,
} from '../program-form';
import { ProgramAttachmentsEditor } from '../program-attachments-editor';
import { ProgramCoversEditor } from '../covers/program-covers-editor';
import { ConnectOffer } from '../price-options/connect-offer';
import { usePriceRules } from '../price-options/use-price-rules';
import { TracksEditor } from '../tracks/tracks-editor';
import { AccessSection } from './access-section';
import { CoachNotesSection } from './coach-notes-section';
import { InfoSection } from './info-section';
import { PricingSection } from './pricing-section';
import { SalesInfoSection } from './sales-info-section';
import { FormSection } from './section';
import { WaiverSection } from './waiver-section';

type Props = {
  plan: CoachPlan | null;
  /** The type a new program starts with (the choose-a-type modal sends it in the address). */
  initialType?: PlanType;
};

/**
 * Info & Pricing (spec 2.3): one form for a new program and a saved one. A new program is created
 * when the coach saves or continues, so the later steps have its id.
 */
export function ProgramInfoForm({ plan, initialType }: Props) {
  const navigate = useNavigate();
  const save = useSavePlan();
  const rules = usePriceRules();
  const session = useSession();
  const refusal = useRefusal();
  const [other, setOther] = useState<string | null>(null);
  const [initial] = useState<ProgramFormValues>(() =>
    plan
      ? formFromPlan(plan)
      : emptyProgramForm(
          randomPlanColor(),
          session?.me.current.currency ?? DEFAULT_CURRENCY,
          initialType,
        ),
  );
  const form = useForm<ProgramFormValues>({
    initialValues: initial,
    mode: 'controlled',
    validate: (values) => validateProgramForm(values, plan ? null : rules),
  });

  const submit = (next: 'stay' | 'continue') =>
    form.onSubmit((submitted) => {
      setOther(null);
      save.mutate(
        {
          id: plan?.id ?? null,
          create: createBodyOf(submitted),
          update: { plan: planFieldsOf(submitted) },
          publish: false,
        },
        {
          onSuccess: (saved) => {
            if (next === 'continue') {
              void navigate(pathTo('edit_plan_sign_up_clients', { plan_id: saved.id }));
              return;
            }
            showAlert('congrats', f.saved);
            if (!plan) {
              void navigate(pathTo('edit_plan_main_info', { plan_id: saved.id }), {
                replace: true,
              });
            }
          },
          onError: (error) => {
            const split = splitServerErrors(error, FORM_FIELDS);
            const errors = formErrorsOfServer(split.fields);
            form.setErrors(errors);
            setOther(split.other);
            // A refusal far above the buttons (a paid price without Stripe) is brought to view.
            refusal.refuse(errors, serverErrorMessage(error));
          },
        },
      );
    }, refusal.onInvalid)();

  return (
    <form ref={refusal.ref} onSubmit={(event) => event.preventDefault()} noValidate>
      <Stack gap="lg">
        <InfoSection form={form} plan={plan} />
        <PricingSection form={form} plan={plan} />
        <SalesInfoSection form={form} plan={plan} />
        <WaiverSection form={form} plan={plan} />
        <AccessSection form={form} plan={plan} />
        <CoachNotesSection form={form} plan={plan} />
        <FormSection title={f.tracks}>
          <TracksEditor planId={plan?.id ?? null} tracks={plan?.tracks ?? []} />
        </FormSection>
        {plan && (
          <FormSection title={f.covers}>
            <ProgramCoversEditor plan={plan} />
          </FormSection>
        )}
        {plan && (
          <FormSection title={f.attachments}>
            <ProgramAttachmentsEditor plan={plan} />
          </FormSection>
        )}

        {other && (
          <Alert color="red">
            <Stack gap={4} align="flex-start">
              {other}
              <ConnectOffer refusal={other} />
            </Stack>
          </Alert>
        )}
        <Group justify="space-between">
          <Anchor component={Link} to={pathTo('my_plans_active')}>
            {f.back}
          </Anchor>
          <Group gap="xs">
            <Button
              type="button"
              variant="default"
              loading={save.isPending}
              onClick={() => submit('stay')}
            >
              {plan && plan.status !== 'draft' ? f.save : f.saveDraft}
            </Button>
            <Button type="button" loading={save.isPending} onClick={() => submit('continue')}>
              {s.saveAndContinue}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
