import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './fixtures.ts';

type Session = { access_token: string; token_type: string; apiVersion: number };

/** Signs in through the API with the web app's client, as its Log In form does. */
export async function apiSignIn(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<Session> {
  const config = (await (await request.get('/api/config')).json()) as {
    client_id: string;
    client_secret: string;
    api_version: number;
  };
  const answer = await request.post('/api/users/sign_in', {
    data: { email, password, client_id: config.client_id, client_secret: config.client_secret },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const session = (await answer.json()) as { access_token: string; token_type: string };
  return { ...session, apiVersion: config.api_version };
}

/** Signs in through the API as the web app does; returns the Authorization headers. */
export async function apiSession(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
) {
  const session = await apiSignIn(request, email, password);
  return {
    Authorization: `${session.token_type} ${session.access_token}`,
    'API-Version': String(session.apiVersion),
  };
}
