import { it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { mockFetch, appConfig, settingsData } from './mock-fetch';
import { renderAt } from './render';
import { SignUpForm } from '../features/onboarding/components/sign-up-form';
it('dbg', async () => {
  mockFetch({ 'GET config': () => ({ body: appConfig }), 'GET settings': () => ({ body: settingsData }) });
  renderAt(<SignUpForm role="coach" flow="standalone" withAccountName onSignedUp={vi.fn()} />);
  await waitFor(() => screen.getByRole('button', { name: 'Sign Up' }));
  await new Promise((r) => setTimeout(r, 300));
  for (const el of screen.getAllByLabelText(/^Country/)) console.log('EL', el.outerHTML.slice(0, 300));
});
