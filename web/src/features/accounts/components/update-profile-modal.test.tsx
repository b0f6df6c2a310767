import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { client } from '../../../test/fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { renderAt } from '../../../test/render';
import { UpdateProfileModal } from './update-profile-modal';

afterEach(() => vi.unstubAllGlobals());

const missing = client({ current: { gender: null, birthdate: null } });
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

describe('update-profile modal', () => {
  it('keeps Continue disabled until a gender and a birthdate of at least 16 years are given, then saves', async () => {
    const saved = {
      ...missing,
      current: { ...missing.current, gender: 'male', birthdate: '01/01/2000' },
    };
    const { calls } = mockFetch({
      'GET users/me': () => ({ body: missing }),
      'POST users/me': () => ({ body: saved }),
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderAt(<UpdateProfileModal opened onClose={onClose} />);

    const continueButton = await screen.findByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'Male' }));
    expect(continueButton).toBeDisabled();

    // 15 years old: too young for the modal's minimum of 16.
    const fifteen = String(new Date().getFullYear() - 15);
    await user.type(field('Day'), '1');
    await user.type(field('Month'), '1');
    await user.type(field('Year'), fifteen);
    await user.tab();
    expect(await screen.findByText('You must be at least 16 years old')).toBeInTheDocument();
    expect(continueButton).toBeDisabled();

    await user.clear(field('Year'));
    await user.type(field('Year'), '2000');
    await waitFor(() => expect(continueButton).toBeEnabled());

    await user.click(continueButton);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST' && call.path === 'users/me')?.body).toEqual({
      user: { gender: 'male', birthdate: '01/01/2000' },
    });
    expect(await screen.findByText('You are ready to go!')).toBeInTheDocument();
  });

  it('needs a gender even with a valid birthdate', async () => {
    mockFetch({ 'GET users/me': () => ({ body: missing }) });
    const user = userEvent.setup();
    renderAt(<UpdateProfileModal opened onClose={vi.fn()} />);
    await user.type(await screen.findByLabelText('Day', { selector: 'input' }), '15');
    await user.type(field('Month'), '6');
    await user.type(field('Year'), '1995');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });
});
