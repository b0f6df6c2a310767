import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { configQueryOptions } from '../../auth';
import { absoluteUrl } from '../browser-location';
import type {
  AuthenticationRequest,
  AuthenticationResult,
  SavedCardRequest,
} from './authentication.types';
import { authenticateInSandbox, savedCardInSandbox } from './sandbox-authentication';
import { authenticateWithStripe, savedCardWithStripe } from './stripe-authentication';
import { CardProviderError, intentIdOf } from './stripe-api';

/**
 * Card authentication (spec 4.6) in the app's payment mode (GET config `stripe.mode`):
 * `authenticate` a `requires_action` payment, and `readSavedCard`, the payment method of a card
 * setup that came back from its challenge (throws CardProviderError with the provider's message).
 */
export function useCardAuthentication() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const payments = async () => (await queryClient.fetchQuery(configQueryOptions())).stripe;

    const authenticate = async (request: AuthenticationRequest): Promise<AuthenticationResult> => {
      const { mode, publishable_key } = await payments();
      const absolute = { ...request, returnUrl: absoluteUrl(request.returnUrl) };
      try {
        return mode === 'stripe'
          ? await authenticateWithStripe(publishable_key, absolute)
          : await authenticateInSandbox(publishable_key, absolute);
      } catch (error) {
        if (!(error instanceof CardProviderError)) throw error;
        return {
          status: 'failed',
          intentId: intentIdOf(request.clientSecret),
          message: error.message,
        };
      }
    };

    const readSavedCard = async (request: SavedCardRequest): Promise<string> => {
      const { mode, publishable_key } = await payments();
      return mode === 'stripe'
        ? savedCardWithStripe(publishable_key, request)
        : savedCardInSandbox(publishable_key, request);
    };

    return { authenticate, readSavedCard };
  }, [queryClient]);
}
