/** A coach signed up over HTTP, as the web app does it. */
import { TIME_ZONE } from './settings.ts';
import { webHeaders } from './web-headers.ts';

/** Every bench coach's password (a browser bench signs in with it). */
export const BENCH_PASSWORD = 'bench-password';

async function post(url: string, body: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

export async function signUpCoach(base: string, email: string) {
  const session = await signUp(base, email, { role: 'coach', account_name: 'Bench Gym' });
  return {
    token: session.access_token,
    accountId: session.current!.id,
    headers: { authorization: `Bearer ${session.access_token}` },
    /** Every header the web app sends, for the load benches. */
    web: webHeaders(session.access_token, TIME_ZONE),
  };
}

/** A client signed up over HTTP (their calendar is read in the client's own days: UTC here). */
export async function signUpClient(base: string, email: string) {
  const session = await signUp(base, email, { role: 'user' });
  return {
    email,
    headers: { authorization: `Bearer ${session.access_token}`, 'client-timezone': 'UTC' },
    web: webHeaders(session.access_token, 'UTC'),
  };
}

async function signUp(base: string, email: string, role: Record<string, string>) {
  const config = (await (await fetch(`${base}/api/config`)).json()) as {
    client_id: string;
    client_secret: string;
  };
  const session = (await post(`${base}/api/users/sign_up`, {
    ...role,
    first_name: 'Bench',
    last_name: 'Coach',
    email,
    password: BENCH_PASSWORD,
    password_confirmation: BENCH_PASSWORD,
    country: 'GB',
    birthdate: '01/01/1990',
    agreement: true,
    client_id: config.client_id,
    client_secret: config.client_secret,
  })) as { access_token: string; current: { id: number } | null };
  return session;
}

export type Coach = Awaited<ReturnType<typeof signUpCoach>>;
export type Client = Awaited<ReturnType<typeof signUpClient>>;
