import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { businessCoach } from '../../../test/fixtures';
import { appConfig, deferred, mockFetch } from '../../../test/mock-fetch';
import { findNotice } from '../../../test/notices';
import { renderAt } from '../../../test/render';
import { SignInForm } from './sign-in-form';

const session = { access_token: 'token-1', token_type: 'Bearer', ...businessCoach() };

afterEach(() => vi.unstubAllGlobals());

describe('sign-in form', () => {
  it('keeps Log In disabled until the e-mail and password are valid', async () => {
    mockFetch({ 'GET config': () => ({ body: appConfig }) });
    const user = userEvent.setup();
    renderAt(<SignInForm onSignedIn={vi.fn()} />);
    const submit = await screen.findByRole('button', { name: 'Log In' });
    expect(submit).toBeDisabled();

    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/^Password/), '12345');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Password must have at least 6 characters.')).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'Ada@Example.com');
    await user.type(screen.getByLabelText(/^Password/), '6');
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('sends the e-mail lower-cased with the client credentials and stays disabled while submitting', async () => {
    const reply = deferred<{ body: unknown }>();
    const { calls } = mockFetch({
      'GET config': () => ({ body: appConfig }),
      'POST users/sign_in': () => reply.promise,
    });
    const onSignedIn = vi.fn();
    const user = userEvent.setup();
    renderAt(<SignInForm onSignedIn={onSignedIn} />);
    await screen.findByRole('button', { name: 'Log In' });
    await user.type(screen.getByLabelText(/^Email/), 'Ada@Example.COM');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    await waitFor(() => expect(calls.some((call) => call.path === 'users/sign_in')).toBe(true));
    expect(screen.getByRole('button', { name: 'Log In' })).toBeDisabled();
    expect(calls.find((call) => call.path === 'users/sign_in')?.body).toEqual({
      email: 'ada@example.com',
      password: 'secret1',
      client_id: 'web-client',
      client_secret: 'web-secret',
    });

    reply.resolve({ body: session });
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(session));
  });

  it('explains a subdomain refusal instead of the generic error', async () => {
    mockFetch({
      'GET config': () => ({ body: appConfig }),
      'POST users/sign_in': () => ({ status: 403, body: { subdomain: 'iron-gym' } }),
    });
    const user = userEvent.setup();
    renderAt(<SignInForm onSignedIn={vi.fn()} />);
    await screen.findByRole('button', { name: 'Log In' });
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    const denied =
      'You do not have access rights to that Forma subdomain. Please login here or contact support for more help.';
    const form = screen.getByRole('button', { name: 'Log In' }).closest('form')!;
    expect(await within(form).findByText(denied)).toBeInTheDocument();
    expect((await findNotice()).getByText(denied)).toBeInTheDocument();
  });

  it('links to Forgot password carrying the typed e-mail', async () => {
    mockFetch({ 'GET config': () => ({ body: appConfig }) });
    const user = userEvent.setup();
    renderAt(<SignInForm onSignedIn={vi.fn()} />);
    await user.type(screen.getByLabelText(/^Email/), 'Ada@Example.com');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/onboarding/forgot_password?email=ada%40example.com',
    );
  });
});
