import { useEffect, useState, type ComponentType } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { loadStripeJs } from '../../api/load-stripe-js';
import type { StripeCaller } from '../../api/stripe-api';
import { CARD_LIBRARY_MISSING, cardFormTexts as t } from '../../cards.messages';
import { CardFormLoading } from '../card-form-loading';
import type { StripeSetupFormProps } from './stripe-setup-form';

type Loaded = Pick<StripeSetupFormProps, 'stripe'> & {
  StripeSetupForm: ComponentType<StripeSetupFormProps>;
};

type Props = StripeCaller & Omit<StripeSetupFormProps, 'stripe'>;

/**
 * Stripe mode: fetches Stripe.js and the form built on Stripe's React bindings (both chunks of
 * their own, never loaded in sandbox mode), then shows it; 'Stripe library not loaded!' when
 * either cannot load.
 */
export function StripeCardForm({ publishableKey, stripeAccount, ...form }: Props) {
  const [loaded, setLoaded] = useState<Loaded | 'failed' | null>(null);

  useEffect(() => {
    let current = true;
    Promise.all([loadStripeJs({ publishableKey, stripeAccount }), import('./stripe-setup-form')])
      .then(
        ([stripe, module]) =>
          current && setLoaded({ stripe, StripeSetupForm: module.StripeSetupForm }),
      )
      .catch(() => current && setLoaded('failed'));
    return () => {
      current = false;
    };
  }, [publishableKey, stripeAccount]);

  if (loaded === 'failed') {
    return (
      <Stack gap="md">
        <Alert color="red" variant="light" role="alert">
          {CARD_LIBRARY_MISSING}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={form.onCancel}>
            {t.cancel}
          </Button>
        </Group>
      </Stack>
    );
  }
  if (!loaded) return <CardFormLoading />;
  return <loaded.StripeSetupForm stripe={loaded.stripe} {...form} />;
}
