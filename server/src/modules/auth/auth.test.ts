import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  bearer,
  linkIn,
  mailsTo,
  PASSWORD,
  signIn,
  signUp,
  signUpBody,
} from '../../../test/helpers.ts';
import { TEST_CLIENT } from '../../../test/prepare-database.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('sign up', () => {
  it('creates a coach with a private account and a team of their own on FREE, in setup profile', async () => {
    const session = await signUp(t.app);
    expect(session.token_type).toBe('Bearer');
    expect(session.private.email).toBe(session.email);
    expect(session.current.id).not.toBe(session.private.id);
    expect(session.current.account_kind).toBe('team');
    expect(session.current.title).toBe('Peak Performance');
    expect(session.current.registration_step).toBe('setup_profile');
    expect(session.current.subscription?.free_plan).toBe(true);
    expect(session.current.is_account_owner).toBe(true);
  });

  it('creates a client whose current account is their own', async () => {
    const session = await signUp(t.app, { role: 'user', account_name: undefined });
    expect(session.current.role).toBe('user');
    expect(session.current.id).toBe(session.private.id);
    expect(session.current.subscription).toBeNull();
  });

  it('answers each invalid field with the spec message and writes nothing', async () => {
    const body = signUpBody({
      first_name: '',
      last_name: 'a/b',
      email: 'not-an-email',
      password: '12345',
      password_confirmation: 'other',
      country: '',
      agreement: false,
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/sign_up',
      payload: body,
    });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json<{ errors: Record<string, string[]> }>();
    expect(errors.first_name).toContain('First name is required');
    expect(errors.last_name).toContain(
      'Name field must contain less than 50 characters and can’t contain any of the following characters: / | \\ + = @ : < > ? ;',
    );
    expect(errors.email).toContain('Please enter a valid email address.');
    expect(errors.password).toContain('Password must have at least 6 characters.');
    expect(errors.password_confirmation).toContain('Passwords must be identical.');
    expect(errors.country).toContain('Country is required');
    expect(errors.agreement).toContain('You must agree before submitting.');
  });

  it('refuses a coach younger than 18 and a client younger than 16', async () => {
    const year = new Date().getFullYear();
    const young = `01/01/${year - 17}`;
    const coach = await t.app.inject({
      method: 'POST',
      url: '/api/users/sign_up',
      payload: signUpBody({ birthdate: young }),
    });
    expect(coach.statusCode).toBe(422);
    expect(coach.json().errors.birthdate).toContain('You must be at least 18 years old');
    const client = await t.app.inject({
      method: 'POST',
      url: '/api/users/sign_up',
      payload: signUpBody({ role: 'user', birthdate: young }),
    });
    expect(client.statusCode).toBe(200);
  });

  it('refuses a taken e-mail, and a coach e-mail used as a client', async () => {
    const coach = await signUp(t.app);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/users/sign_up',
      payload: signUpBody({ email: coach.email.toUpperCase(), role: 'user' }),
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.email).toEqual([
      'This email is registered as a coach and cannot be used as a client.',
    ]);
  });

  it('refuses an unknown application', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/sign_up',
      payload: signUpBody({ client_secret: 'wrong-secret-wrong-secret' }),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('sign in and out', () => {
  it('signs in with the e-mail in any case and reads private and current', async () => {
    const { email } = await signUp(t.app);
    const response = await signIn(t.app, email.toUpperCase());
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.access_token).toEqual(expect.any(String));
    expect(body.private.email).toBe(email);
    expect(body.current.title).toBe('Peak Performance');
  });

  it('refuses a wrong password without saying which part was wrong', async () => {
    const { email } = await signUp(t.app);
    const response = await signIn(t.app, email, 'wrong-password');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.base).toEqual(['Invalid email or password.']);
  });

  it('ends the session on the server at sign-out', async () => {
    const { token } = await signUp(t.app);
    expect((await t.app.inject({ url: '/api/users/me', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/sign_out',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(204);
    const after = await t.app.inject({ url: '/api/users/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().errors.base).toEqual(['Access is denied. Try to reload the page.']);
  });
});

describe('e-mail confirmation', () => {
  it('sends a confirmation e-mail whose link confirms the address', async () => {
    const { email, token } = await signUp(t.app);
    const [mail] = await mailsTo(t, email);
    expect(mail?.subject).toContain('Confirm your email');
    const link = linkIn(mail!, '/confirmation');
    const confirmation_token = link.searchParams.get('confirmation_token');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/confirm',
      payload: { confirmation_token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Your email address has been successfully confirmed.');
    const me = await t.app.inject({ url: '/api/users/me', headers: bearer(token) });
    expect(me.json().private.confirmed).toBe(true);
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/users/confirm',
      payload: { confirmation_token },
    });
    expect(reused.statusCode).toBe(422);
  });
});

describe('password reset and change', () => {
  it('e-mails a reset link that sets a new password and ends other sessions', async () => {
    const { email, token } = await signUp(t.app);
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/users/password',
      payload: { email, ...TEST_CLIENT },
    });
    expect(request.statusCode).toBe(200);
    const mail = (await mailsTo(t, email)).find((m) => m.subject.includes('Reset'));
    const reset_password_token = linkIn(mail!, '/onboarding/reset_password').searchParams.get(
      'reset_password_token',
    );
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/api/users/password',
      payload: {
        password: 'brand-new-pass',
        password_confirmation: 'brand-new-pass',
        reset_password_token,
        ...TEST_CLIENT,
      },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().access_token).toEqual(expect.any(String));
    expect((await t.app.inject({ url: '/api/users/me', headers: bearer(token) })).statusCode).toBe(
      401,
    );
    expect((await signIn(t.app, email, 'brand-new-pass')).statusCode).toBe(200);
    expect((await signIn(t.app, email, PASSWORD)).statusCode).toBe(422);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/password',
      payload: { email: 'nobody-here@example.com', ...TEST_CLIENT },
    });
    expect(response.statusCode).toBe(200);
    expect(await mailsTo(t, 'nobody-here@example.com')).toHaveLength(0);
  });

  it('refuses mismatched passwords and an unknown token', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/password',
      payload: {
        password: 'abcdef',
        password_confirmation: 'abcdeg',
        reset_password_token: 'x',
        ...TEST_CLIENT,
      },
    });
    expect(response.json().errors.password_confirmation).toEqual(['Passwords must be identical.']);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/users/password',
      payload: {
        password: 'abcdef',
        password_confirmation: 'abcdef',
        reset_password_token: 'nope',
        ...TEST_CLIENT,
      },
    });
    expect(unknown.json().errors.reset_password_token).toEqual([
      'This link is invalid or has expired.',
    ]);
  });

  it('changes the password of a signed-in person who knows the current one', async () => {
    const { email, token } = await signUp(t.app);
    const wrong = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/password',
      headers: bearer(token),
      payload: {
        user: {
          password: 'another-pass',
          password_confirmation: 'another-pass',
          current_password: 'bad-bad',
        },
      },
    });
    expect(wrong.statusCode).toBe(422);
    // The field is named in the sentence: it is shown under the field and in the warning alike.
    expect(wrong.json().errors.current_password).toEqual(['Current password is incorrect.']);
    const right = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/password',
      headers: bearer(token),
      payload: {
        user: {
          password: 'another-pass',
          password_confirmation: 'another-pass',
          current_password: PASSWORD,
        },
      },
    });
    expect(right.json().message).toBe('Your password has been changed');
    expect((await signIn(t.app, email, 'another-pass')).statusCode).toBe(200);
  });

  it('ends every other session of the person when the password changes, and keeps this one', async () => {
    const { email, token: first } = await signUp(t.app);
    const second = (await signIn(t.app, email)).json().access_token as string;
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/password',
      headers: bearer(first),
      payload: {
        user: {
          password: 'another-pass',
          password_confirmation: 'another-pass',
          current_password: PASSWORD,
        },
      },
    });
    expect(changed.statusCode).toBe(200);
    const other = await t.app.inject({ url: '/api/users/me', headers: bearer(second) });
    expect(other.statusCode).toBe(401);
    const kept = await t.app.inject({ url: '/api/users/me', headers: bearer(first) });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().private.email).toBe(email);
  });
});
