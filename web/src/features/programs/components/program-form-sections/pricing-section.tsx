import { useId } from 'react';
import { NumberInput, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { programFormTexts as f } from '../../programs.messages';
import { ConnectOffer } from '../price-options/connect-offer';
import { PriceDraftsEditor } from '../price-options/price-drafts-editor';
import { PriceOptionsEditor } from '../price-options/price-options-editor';
import { usePriceRules } from '../price-options/use-price-rules';
import type { SectionProps } from './form-api';
import { FormSection } from './section';

/**
 * Free or paid (fixed once published, spec 4.3), the price options, trial, sessions per day and
 * skip sales page. A saved program changes its options one by one; a new one sends them along.
 */
export function PricingSection({ form, plan }: SectionProps) {
  const rules = usePriceRules();
  const { values } = form;
  const paid = values.plan_pricing === 'paid';
  const pricingLocked = plan !== null && plan.status !== 'draft';
  const pricingErrorId = useId();
  const pricingError = form.errors.plan_pricing;
  return (
    <FormSection title={f.pricing}>
      <Stack gap={4}>
        <SegmentedControl
          aria-label={f.pricing}
          disabled={pricingLocked}
          data={[
            { value: 'free', label: f.free },
            { value: 'paid', label: f.paid },
          ]}
          key={form.key('plan_pricing')}
          {...form.getInputProps('plan_pricing', { withError: false })}
          aria-describedby={pricingError ? pricingErrorId : undefined}
        />
        {pricingLocked && (
          <Text size="xs" c="dimmed">
            {f.pricingLocked}
          </Text>
        )}
      </Stack>
      {pricingError && (
        <Text id={pricingErrorId} c="red" size="sm" role="alert">
          {pricingError}
        </Text>
      )}
      <ConnectOffer refusal={typeof pricingError === 'string' ? pricingError : null} />
      {!paid ? (
        <Text size="sm" c="dimmed">
          {f.freeHint}
        </Text>
      ) : (
        <>
          {plan ? (
            <PriceOptionsEditor plan={plan} rules={rules} />
          ) : (
            <PriceDraftsEditor form={form} rules={rules} />
          )}
          {values.plan_type !== 'fixed' && (
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
        </>
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
    </FormSection>
  );
}
