import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { privateCoach } from '../../../test/fixtures';
import { appConfig, mockFetch, settingsData } from '../../../test/mock-fetch';
import { findNotice } from '../../../test/notices';
import { renderAt } from '../../../test/render';
import { SignUpForm } from './sign-up-form';

const session = { access_token: 'token-1', token_type: 'Bearer', ...privateCoach() };

function routes(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET config': () => ({ body: appConfig }),
    'GET settings': () => ({ body: settingsData }),
    ...extra,
  });
}

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

async function chooseCountry(user: UserEvent, name: string) {
  await waitFor(() => expect(input(/^Country/)).toBeEnabled());
  await user.click(input(/^Country/));
  await user.click(await screen.findByRole('option', { name }));
}

async function fillValidForm(user: UserEvent) {
  await user.type(input(/^Account name/), 'Iron Gym');
  await user.type(input(/^First name/), 'Ada');
  await user.type(input(/^Last name/), 'Coach');
  await user.type(input(/^Email/), 'Ada@Example.com');
  await user.type(input(/^Password/), 'secret1');
  await user.type(input(/^Confirm password/), 'secret1');
  await chooseCountry(user, 'United Kingdom');
  await user.type(input(/^Day/), '1');
  await user.type(input(/^Month/), '2');
  await user.type(input(/^Year/), '1990');
  await user.click(screen.getByRole('checkbox'));
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('coach sign-up form', () => {
  it('shows each validation message of spec section 5', async () => {
    routes();
    const user = userEvent.setup();
    const { container } = renderAt(
      <SignUpForm role="coach" flow="standalone" withAccountName onSignedUp={vi.fn()} />,
    );
    const form = within(container.querySelector('form')!);
    await screen.findByRole('button', { name: 'Sign Up' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled());

    // An empty form submitted shows the required texts; the first field takes the focus and a
    // notification says its message.
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(input(/^Account name/)).toHaveFocus());
    expect((await findNotice()).getByText('Name is required')).toBeInTheDocument();
    for (const message of [
      'Name is required',
      'First name is required',
      'Last name is required',
      'Please enter a valid email address.',
      'Password must have at least 6 characters.',
      'Country is required',
      'Please enter a valid date of birth',
      'You must agree before submitting.',
    ]) {
      expect(await form.findByText(message)).toBeInTheDocument();
    }

    // Names: under 50 characters and none of / | \ + = @ : < > ? ;
    await user.type(input(/^First name/), 'Ada@home');
    await user.tab();
    expect(
      await screen.findByText(
        'Name field must contain less than 50 characters and can’t contain any of the following characters: / | \\ + = @ : < > ? ;',
      ),
    ).toBeInTheDocument();

    await user.type(input(/^Password/), 'secret1');
    await user.type(input(/^Confirm password/), 'secret2');
    await user.tab();
    expect(await screen.findByText('Passwords must be identical.')).toBeInTheDocument();

    // Birthdate: a date that does not exist, then a coach under 18.
    await user.type(input(/^Day/), '29');
    await user.type(input(/^Month/), '2');
    await user.type(input(/^Year/), '2001');
    await user.tab();
    expect(await screen.findByText('Please provide a valid Date of Birth.')).toBeInTheDocument();
    const year = input(/^Year/);
    await user.clear(year);
    await user.type(year, String(new Date().getFullYear() - 10));
    expect(await screen.findByText('You must be at least 18 years old')).toBeInTheDocument();
  });

  it('offers coaches only payout countries, GB first and US second, with states for the US', async () => {
    routes();
    const user = userEvent.setup();
    renderAt(<SignUpForm role="coach" flow="standalone" withAccountName onSignedUp={vi.fn()} />);
    await waitFor(() => expect(input(/^Country/)).toBeEnabled());
    await user.click(input(/^Country/));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'United Kingdom',
      'United States',
      'Australia',
    ]);
    await user.click(screen.getByRole('option', { name: 'United States' }));
    expect(await screen.findByLabelText('State', { selector: 'input' })).toBeInTheDocument();
  });

  it('signs up with the form, the flow and the client credentials', async () => {
    localStorage.setItem('utm_query', '?utm_source=news&utm_campaign=spring');
    const { calls } = routes({ 'POST users/sign_up': () => ({ body: session }) });
    const onSignedUp = vi.fn();
    const user = userEvent.setup();
    renderAt(<SignUpForm role="coach" flow="standalone" withAccountName onSignedUp={onSignedUp} />);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    await waitFor(() => expect(onSignedUp).toHaveBeenCalledWith(session));
    expect(calls.find((call) => call.path === 'users/sign_up')?.body).toEqual({
      role: 'coach',
      account_name: 'Iron Gym',
      first_name: 'Ada',
      last_name: 'Coach',
      email: 'ada@example.com',
      password: 'secret1',
      password_confirmation: 'secret1',
      country: 'GB',
      state: null,
      birthdate: '01/02/1990',
      agreement: true,
      flow: 'standalone',
      utm: { utm_source: 'news', utm_campaign: 'spring' },
      client_id: 'web-client',
      client_secret: 'web-secret',
    });
  });

  it('shows 422 field errors under their fields', async () => {
    routes({
      'POST users/sign_up': () => ({
        status: 422,
        body: {
          errors: { email: ['has already been taken'], base: ['Something else went wrong'] },
        },
      }),
    });
    const user = userEvent.setup();
    renderAt(<SignUpForm role="coach" flow="standalone" withAccountName onSignedUp={vi.fn()} />);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    // Under the field, which takes the focus; the rest above the form; all of it in a notification.
    await waitFor(() => expect(input(/^Email/)).toHaveFocus());
    expect(input(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(input(/^Email/)).toHaveAccessibleDescription('has already been taken');
    const form = input(/^Email/).closest('form')!;
    expect(within(form).getByRole('alert')).toHaveTextContent('Something else went wrong');
    const notice = await findNotice();
    expect(
      notice.getByText('has already been taken Something else went wrong'),
    ).toBeInTheDocument();
  });

  it('lets a client of 16 sign up and fixes an invited e-mail', async () => {
    routes();
    renderAt(
      <SignUpForm
        role="user"
        flow="client"
        fixedEmail="cleo@example.com"
        invitationToken="tok"
        onSignedUp={vi.fn()}
      />,
    );
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('cleo@example.com');
    expect(input(/^Email/)).toHaveAttribute('readonly');
    expect(screen.queryByLabelText(/^Account name/)).not.toBeInTheDocument();
    const sixteen = new Date().getFullYear() - 17;
    fireEvent.change(input(/^Day/), { target: { value: '1' } });
    fireEvent.change(input(/^Month/), { target: { value: '1' } });
    fireEvent.change(input(/^Year/), { target: { value: String(sixteen) } });
    fireEvent.blur(input(/^Year/));
    await waitFor(() => expect(screen.queryByText(/You must be at least/)).not.toBeInTheDocument());
  });
});
