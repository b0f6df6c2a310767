import { expect } from 'vitest';
import { linkIn, mailsTo } from './helpers.ts';
import type { TestApp } from './test-app.ts';

/** The person opens the newest confirmation e-mail and follows its link, as they would. */
export async function confirmEmail(t: TestApp, email: string) {
  const mail = (await mailsTo(t, email)).filter((m) => m.subject.includes('Confirm your email'));
  expect(mail.length, `no confirmation e-mail to ${email}`).toBeGreaterThan(0);
  const token = linkIn(mail.at(-1)!, '/confirmation').searchParams.get('confirmation_token');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/users/confirm',
    payload: { confirmation_token: token },
  });
  expect(response.statusCode, response.body).toBe(200);
}
