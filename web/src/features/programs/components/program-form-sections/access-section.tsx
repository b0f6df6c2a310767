import {
  CheckIcon,
  ColorSwatch,
  Group,
  NumberInput,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { PLAN_COLORS, publicPlanPath } from '@forma/contract/programs/programs.rules';
import { programFormTexts as f } from '../../programs.messages';
import { visibilityEditable } from '../program-form';
import type { SectionProps } from './form-api';
import { FormSection } from './section';

/** Training visibility, accessibility, storefront, notifications, custom URL and colour. */
export function AccessSection({ form, plan }: SectionProps) {
  const { values } = form;
  return (
    <FormSection title={f.accessSection}>
      {visibilityEditable(values.plan_type) ? (
        <Group align="flex-end">
          <NumberInput
            label={f.visibility}
            min={1}
            max={365}
            allowDecimal={false}
            disabled={values.visibility_unlimited}
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
            onChange={(event) => {
              form.setFieldValue('visibility_unlimited', event.currentTarget.checked);
              // Unlimited needs no days: a 'Please enter a valid value.' left on them is stale.
              if (event.currentTarget.checked) form.clearFieldError('visibility_days');
            }}
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
      {values.is_private && (
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
              aria-pressed={values.color === swatch}
              onClick={() => form.setFieldValue('color', swatch)}
              style={{ color: '#fff', cursor: 'pointer' }}
            >
              {values.color === swatch && <CheckIcon size={12} />}
            </ColorSwatch>
          ))}
        </Group>
        {form.errors.color && (
          <Text c="red" size="sm">
            {form.errors.color}
          </Text>
        )}
      </Stack>
    </FormSection>
  );
}
