import { useState } from 'react';
import { useNavigate } from '../../../lib/router';
import { Button, Center, Loader, Stack, Stepper, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod';
import { accountNameSchema } from '@forma/contract/auth/auth.rules';
import {
  coachingQuestionsSchema,
  type CoachingQuestions,
} from '@forma/contract/accounts/users.schemas';
import { pathTo } from '../../../lib/routes/paths';
import { contractResolver } from '../../../components/forms/form-resolver';
import { useRefusal } from '../../../components/forms/use-refusal';
import { OptionCards } from '../../../components/forms/option-cards';
import { AuthCard } from '../../../components/layout/auth-card';
import { useUpdateMe } from '../../accounts';
import { useAppConfig } from '../../auth';
import { useMe } from '../../../lib/session/me';
import { sharedTexts } from '../../../lib/messages';
import {
  flowLabels,
  onboardingTexts as o,
  questionOptions,
  questionTitles,
  setupProfileTexts as t,
} from '../onboarding.messages';
import { handled } from '../../../components/forms/handled';

const profileSchema = z.object({ title: accountNameSchema });

type Answers = { [Q in keyof CoachingQuestions]: CoachingQuestions[Q] | null };
const QUESTIONS = ['i_am', 'i_coach', 'i_have', 'i_want'] as const;

/** onboarding-coach-setup-profile: step 1 the business profile, step 2 the coaching questions. */
export default function SetupProfilePage() {
  const me = useMe();
  const [step, setStep] = useState<0 | 1 | null>(null);
  if (!me) {
    return (
      <Center mih="60vh">
        <Loader role="progressbar" aria-label={sharedTexts.loading} />
      </Center>
    );
  }
  // The step matches the registration step the server reports, until the coach moves on.
  const active = step ?? (me.current.registration_step === 'questions' ? 1 : 0);

  return (
    <AuthCard
      eyebrow={active === 0 ? flowLabels.setupProfile : flowLabels.questions}
      title={active === 0 ? t.profileTitle : t.questionsTitle}
      subtitle={active === 0 ? t.profileSubtitle : t.questionsSubtitle}
      width={640}
    >
      <Stepper active={active} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label={t.profileStep} />
        <Stepper.Step label={t.questionsStep} />
      </Stepper>
      {active === 0 ? (
        <ProfileStep
          initialTitle={me.current.landing_page?.title || me.current.title}
          landingPageId={me.current.landing_page?.id}
          onDone={() => setStep(1)}
        />
      ) : (
        <QuestionsStep />
      )}
    </AuthCard>
  );
}

function ProfileStep({
  initialTitle,
  landingPageId,
  onDone,
}: {
  initialTitle: string;
  landingPageId: number | undefined;
  onDone: () => void;
}) {
  const updateMe = useUpdateMe();
  const refusal = useRefusal();
  const form = useForm({
    initialValues: { title: initialTitle },
    validate: contractResolver(profileSchema),
    validateInputOnBlur: true,
  });
  const submit = form.onSubmit(async (values) => {
    const { title } = profileSchema.parse(values);
    try {
      await updateMe.mutateAsync({
        user: { landing_page_attributes: { title, id: landingPageId } },
      });
      onDone();
    } catch (error) {
      // The business name is the landing page's title.
      refusal.onFailure(error, ['title'], form.setErrors);
    }
  }, refusal.onInvalid);
  return (
    <form ref={refusal.ref} onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t.businessName}
          autoComplete="organization"
          withAsterisk
          {...form.getInputProps('title')}
        />
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={updateMe.isPending}
          disabled={updateMe.isPending || !form.isValid()}
        >
          {o.continue}
        </Button>
      </Stack>
    </form>
  );
}

function QuestionsStep() {
  const navigate = useNavigate();
  const config = useAppConfig();
  const updateMe = useUpdateMe();
  const [answers, setAnswers] = useState<Answers>({
    i_am: null,
    i_coach: null,
    i_have: null,
    i_want: null,
  });
  const parsed = coachingQuestionsSchema.safeParse(answers);
  const options = questionOptions(config.data?.partner_name ?? '');

  const submit = handled(async () => {
    if (!parsed.success) return;
    await updateMe.mutateAsync({ user: { questions: parsed.data } });
    navigate(pathTo('success'), { replace: true });
  });

  return (
    <Stack gap="lg">
      {QUESTIONS.map((question) => (
        <OptionCards
          key={question}
          label={questionTitles[question]}
          options={Object.entries(options[question]).map(([value, label]) => ({ value, label }))}
          value={answers[question]}
          onChange={(value) => setAnswers((current) => ({ ...current, [question]: value }))}
          columns={question === 'i_am' ? 2 : 3}
        />
      ))}
      <Button
        size="md"
        fullWidth
        onClick={submit}
        loading={updateMe.isPending}
        disabled={!parsed.success || updateMe.isPending}
      >
        {o.continue}
      </Button>
    </Stack>
  );
}
