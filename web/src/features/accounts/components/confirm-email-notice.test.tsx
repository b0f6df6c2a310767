import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { deferred, mockFetch } from '../../../test/mock-fetch';
import { renderAt } from '../../../test/render';
import { ConfirmEmailNotice } from './confirm-email-notice';

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const SENT = 'We have sent you a new confirmation email.';

describe('confirm your e-mail address', () => {
  it('says why and sends the confirmation e-mail again with POST users/confirmation', async () => {
    const reply = deferred<{ body: unknown }>();
    const { calls } = mockFetch({ 'POST users/confirmation': () => reply.promise });
    const user = userEvent.setup();
    renderAt(<ConfirmEmailNotice message="Invitations show here once you confirm it." />);

    expect(screen.getByRole('alert')).toHaveTextContent('Confirm your e-mail address');
    expect(screen.getByText('Invitations show here once you confirm it.')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Send the confirmation email again' });
    await user.click(button);
    expect(calls.filter((c) => c.method === 'POST' && c.path === 'users/confirmation')).toEqual([
      { method: 'POST', path: 'users/confirmation', body: null },
    ]);

    reply.resolve({ body: { message: SENT } });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(SENT));
    // Sent: the button rests, so a second click cannot replace the link just sent.
    expect(button).toBeDisabled();
  });

  it('lets the person try again when the server refuses (too soon)', async () => {
    mockFetch({
      'POST users/confirmation': () => ({
        status: 429,
        body: { errors: { base: ['A confirmation email is on its way.'] } },
      }),
    });
    const user = userEvent.setup();
    renderAt(<ConfirmEmailNotice message="Confirm first." />);
    const button = screen.getByRole('button', { name: 'Send the confirmation email again' });
    await user.click(button);
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
