import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  CheckIcon,
  ColorSwatch,
  Group,
  Loader,
  NumberInput,
  Paper,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate, useParams } from 'react-router';
import {
  PLAN_COLORS,
  PLAN_TYPE_LABELS,
  PLAN_TYPES,
  publicPlanPath,
  randomPlanColor,
} from '@forma/contract/programs/programs.rules';
import type { CoachPlan } from '@forma/contract/programs/programs.schemas';
import { pathTo } from '../../../app/paths';
import { showAlert } from '../../../components/feedback/show-alert';
import { splitServerErrors } from '../../../components/forms/server-errors';
import { PageContainer } from '../../../components/layout/page-container';
import { usePlan } from '../api/get-plan';
import { useSavePlan } from '../api/save-plan';
import {
  createBodyOf,
  emptyProgramForm,
  FORM_FIELDS,
  formErrorsOfServer,
  formFromPlan,
  planFieldsOf,
  validateProgramForm,
  visibilityEditable,
  type ProgramFormValues,
} from '../components/program-form';
import { ProgramCoversEditor } from '../components/covers/program-covers-editor';
import { ProgramAttachmentsEditor } from '../components/program-attachments-editor';
import { TracksEditor } from '../components/tracks-editor';
import { formMessages as f } from '../program-form-messages';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} fz={18}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

type FormProps = { plan: CoachPlan | null };

/** Info & Pricing (spec 2.3): one form for a new program and for an existing one. */
export function ProgramForm({ plan }: FormProps) {
  const navigate = useNavigate();
  const save = useSavePlan();
  const [other, setOther] = useState<string | null>(null);
  const [initial] = useState<ProgramFormValues>(() =>
    plan ? formFromPlan(plan) : emptyProgramForm(randomPlanColor()),
  );
  const form = useForm<ProgramFormValues>({
    initialValues: initial,
    mode: 'controlled',
    validate: validateProgramForm,
  });
  const values = form.values;
  const planType = values.plan_type;
  const pricing = values.plan_pricing;
  const waiverOn = values.waiver_enabled;
  const isPrivate = values.is_private;
  const unlimited = values.visibility_unlimited;
  const color = values.color;

  const submit = (publish: boolean) =>
    form.onSubmit((submitted) => {
      setOther(null);
      save.mutate(
        {
          id: plan?.id ?? null,
          create: createBodyOf(submitted),
          update: { plan: planFieldsOf(submitted) },
          publish,
        },
        {
          onSuccess: (saved) => {
            showAlert('congrats', publish ? f.published : f.saved);
            if (publish) void navigate(pathTo('my_plans_active'));
            else if (!plan) {
              void navigate(pathTo('edit_plan_main_info', { plan_id: saved.id }), {
                replace: true,
              });
            }
          },
          onError: (error) => {
            const split = splitServerErrors(error, FORM_FIELDS);
            form.setErrors(formErrorsOfServer(split.fields));
            setOther(split.other);
          },
        },
      );
    });

  return (
    <form onSubmit={(event) => event.preventDefault()} noValidate>
      <Stack gap="lg">
        <Section title={f.step}>
          <Radio.Group
            label={f.type}
            description={plan ? f.typeFixed : undefined}
            {...form.getInputProps('plan_type')}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
              {PLAN_TYPES.map((type) => (
                <Radio.Card
                  key={type}
                  value={type}
                  disabled={plan !== null}
                  p="sm"
                  radius="md"
                  aria-label={PLAN_TYPE_LABELS[type]}
                >
                  <Group wrap="nowrap">
                    <Radio.Indicator disabled={plan !== null} />
                    <Text fw={600}>{PLAN_TYPE_LABELS[type]}</Text>
                  </Group>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>
          <TextInput
            label={f.title}
            withAsterisk
            key={form.key('title')}
            {...form.getInputProps('title')}
          />
          <Textarea
            label={f.description}
            resize="vertical"
            rows={4}
            key={form.key('description')}
            {...form.getInputProps('description')}
          />
        </Section>

        <Section title={f.pricing}>
          <SegmentedControl
            aria-label={f.pricing}
            data={[
              { value: 'free', label: f.free },
              { value: 'paid', label: f.paid },
            ]}
            key={form.key('plan_pricing')}
            {...form.getInputProps('plan_pricing')}
          />
          {form.errors.plan_pricing && (
            <Text c="red" size="sm">
              {form.errors.plan_pricing}
            </Text>
          )}
          {pricing === 'free' ? (
            <Text size="sm" c="dimmed">
              {f.freeHint}
            </Text>
          ) : (
            <NumberInput
              label={f.trialDays}
              min={1}
              allowDecimal={false}
              key={form.key('trial_days')}
              {...form.getInputProps('trial_days')}
              value={values.trial_days ?? ''}
              onChange={(value) =>
                form.setFieldValue('trial_days', typeof value === 'number' ? value : null)
              }
            />
          )}
          <NumberInput
            label={f.sessionsPerDay}
            min={1}
            max={10}
            allowDecimal={false}
            key={form.key('sessions_per_day')}
            {...form.getInputProps('sessions_per_day')}
          />
          <Switch
            label={f.skipSalesPage}
            description={f.skipSalesPageHint}
            key={form.key('skip_sales_page')}
            {...form.getInputProps('skip_sales_page', { type: 'checkbox' })}
          />
        </Section>

        <Section title={f.welcomeMessage}>
          <Textarea
            label={f.welcomeMessage}
            resize="vertical"
            rows={3}
            key={form.key('welcome_message')}
            {...form.getInputProps('welcome_message')}
          />
          <Switch
            label={f.waiverEnabled}
            key={form.key('waiver_enabled')}
            {...form.getInputProps('waiver_enabled', { type: 'checkbox' })}
          />
          {waiverOn && (
            <Textarea
              label={f.waiverText}
              resize="vertical"
              rows={4}
              key={form.key('waiver_text')}
              {...form.getInputProps('waiver_text')}
            />
          )}
          {!waiverOn && form.errors.waiver_text && (
            <Text c="red" size="sm">
              {form.errors.waiver_text}
            </Text>
          )}
        </Section>

        <Section title={f.accessibility}>
          {visibilityEditable(planType) ? (
            <Group align="flex-end">
              <NumberInput
                label={f.visibility}
                min={1}
                max={365}
                allowDecimal={false}
                disabled={unlimited}
                key={form.key('visibility_days')}
                {...form.getInputProps('visibility_days')}
                value={values.visibility_days ?? ''}
                onChange={(value) =>
                  form.setFieldValue('visibility_days', typeof value === 'number' ? value : null)
                }
              />
              <Switch
                label={f.visibilityUnlimited}
                mb={8}
                key={form.key('visibility_unlimited')}
                {...form.getInputProps('visibility_unlimited', { type: 'checkbox' })}
              />
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {f.visibility}: {f.visibilityFixed}
            </Text>
          )}
          <Switch
            label={f.accessibility}
            description={f.accessibilityHint}
            key={form.key('is_private')}
            {...form.getInputProps('is_private', { type: 'checkbox' })}
          />
          {isPrivate && (
            <TagsInput
              label={f.allowedEmails}
              description={f.allowedEmailsHint}
              key={form.key('allowed_emails')}
              {...form.getInputProps('allowed_emails')}
            />
          )}
          <Switch
            label={f.storefront}
            key={form.key('show_on_storefront')}
            {...form.getInputProps('show_on_storefront', { type: 'checkbox' })}
          />
          <Switch
            label={f.performance}
            key={form.key('performance_notifications')}
            checked={values.performance_notifications === 'show'}
            onChange={(event) =>
              form.setFieldValue(
                'performance_notifications',
                event.currentTarget.checked ? 'show' : 'mute',
              )
            }
          />
          <TextInput
            label={f.customUrl}
            description={plan ? f.customUrlHint(publicPlanPath(plan)) : undefined}
            key={form.key('custom_url')}
            {...form.getInputProps('custom_url')}
          />
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              {f.color}
            </Text>
            <Group gap="xs">
              {PLAN_COLORS.map((swatch) => (
                <ColorSwatch
                  key={swatch}
                  component="button"
                  type="button"
                  color={swatch}
                  aria-label={f.colorLabel(swatch)}
                  aria-pressed={color === swatch}
                  onClick={() => form.setFieldValue('color', swatch)}
                  style={{ color: '#fff', cursor: 'pointer' }}
                >
                  {color === swatch && <CheckIcon size={12} />}
                </ColorSwatch>
              ))}
            </Group>
            {form.errors.color && (
              <Text c="red" size="sm">
                {form.errors.color}
              </Text>
            )}
          </Stack>
        </Section>

        <Section title={f.tracks}>
          <TracksEditor planId={plan?.id ?? null} tracks={plan?.tracks ?? []} />
        </Section>

        {plan && (
          <Section title={f.covers}>
            <ProgramCoversEditor plan={plan} />
          </Section>
        )}
        {plan && (
          <Section title={f.attachments}>
            <ProgramAttachmentsEditor plan={plan} />
          </Section>
        )}

        {other && <Alert color="red">{other}</Alert>}
        <Group justify="space-between">
          <Anchor component={Link} to={pathTo('my_plans_active')}>
            {f.back}
          </Anchor>
          <Group>
            <Button
              type="button"
              variant="default"
              loading={save.isPending}
              onClick={() => submit(false)()}
            >
              {plan && plan.status !== 'draft' ? f.save : f.saveDraft}
            </Button>
            {(!plan || plan.status === 'draft') && (
              <Button type="button" loading={save.isPending} onClick={() => submit(true)()}>
                {f.publish}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/** create_plan_main_info and edit_plan_main_info (spec 2.3, Info & Pricing). */
export default function ProgramEditPage() {
  const params = useParams();
  const id = params.plan_id ? Number(params.plan_id) : null;
  const plan = usePlan(id);
  return (
    <PageContainer title={id ? f.editTitle : f.createTitle} size="md">
      {id === null ? (
        <ProgramForm plan={null} />
      ) : plan.isPending ? (
        <Group justify="center" py="xl">
          <Loader />
        </Group>
      ) : plan.isError ? (
        <Alert color="red">{f.loadFailed}</Alert>
      ) : (
        <ProgramForm key={plan.data.id} plan={plan.data} />
      )}
    </PageContainer>
  );
}
