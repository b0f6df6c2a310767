import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../../test/mock-fetch';
import { clientRow } from '../../../test/program-fixtures';
import { findNotice } from '../../../test/notices';
import { renderAt } from '../../../test/render';
import { InviteClientsModal } from './invite-clients-form';

afterEach(() => vi.unstubAllGlobals());

const typeEmails = (emails: string[]) => {
  const input = screen.getByRole('combobox');
  fireEvent.paste(input, { clipboardData: { getData: () => emails.join(',') } });
};

describe('invite clients', () => {
  it('refuses more than 20 e-mails with the spec text', async () => {
    const { calls } = mockFetch({});
    const user = userEvent.setup();
    renderAt(<InviteClientsModal planId={4} opened onClose={() => undefined} />);
    typeEmails(Array.from({ length: 21 }, (_, i) => `c${i}@x.test`));
    await user.click(screen.getByRole('button', { name: 'Send invites' }));
    const limit = 'Email invite is limited to 20 users at a time...';
    expect(await within(screen.getByRole('dialog')).findByText(limit)).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveFocus();
    expect((await findNotice()).getByText(limit)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('names the refused address under the field and in a notification', async () => {
    const refused =
      'coach@x.test: This email is registered as a coach and cannot be used as a client.';
    mockFetch({
      'POST coach/plans/4/invites': () => ({
        status: 422,
        body: { errors: { 'emails.1': [refused] } },
      }),
    });
    const user = userEvent.setup();
    renderAt(<InviteClientsModal planId={4} opened onClose={() => undefined} />);
    typeEmails(['new@x.test', 'coach@x.test']);
    await user.click(screen.getByRole('button', { name: 'Send invites' }));
    expect(await within(screen.getByRole('dialog')).findByText(refused)).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveAccessibleDescription(
      expect.stringContaining(refused),
    );
    expect((await findNotice()).getByText(refused)).toBeInTheDocument();
  });

  it('sends the e-mails', async () => {
    const { calls } = mockFetch({
      'POST coach/plans/4/invites': () => ({ status: 201, body: { invited: 2, items: [] } }),
    });
    const user = userEvent.setup();
    renderAt(<InviteClientsModal planId={4} opened onClose={() => undefined} />);
    typeEmails(['a@x.test', 'b@x.test']);
    await user.click(screen.getByRole('button', { name: 'Send invites' }));
    await waitFor(() => expect(calls[0]?.body).toEqual({ emails: ['a@x.test', 'b@x.test'] }));
  });

  it('on a draft, says the invites go out when the program is published', async () => {
    mockFetch({
      'POST coach/plans/4/invites': () => ({
        status: 201,
        body: { invited: 0, items: [clientRow({ id: 1 }), clientRow({ id: 2 })] },
      }),
    });
    const user = userEvent.setup();
    renderAt(<InviteClientsModal planId={4} opened onClose={() => undefined} />);
    typeEmails(['a@x.test', 'b@x.test']);
    await user.click(screen.getByRole('button', { name: 'Send invites' }));
    expect(
      await screen.findByText(
        '2 client(s) added. Their invites are sent when you publish the program.',
      ),
    ).toBeInTheDocument();
  });
});
