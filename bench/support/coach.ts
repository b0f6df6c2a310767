/** A coach signed up over HTTP, as the web app does it. */

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
  const config = (await (await fetch(`${base}/api/config`)).json()) as {
    client_id: string;
    client_secret: string;
  };
  const session = (await post(`${base}/api/users/sign_up`, {
    role: 'coach',
    account_name: 'Bench Gym',
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
  })) as { access_token: string; current: { id: number } };
  return {
    token: session.access_token,
    accountId: session.current.id,
    headers: { authorization: `Bearer ${session.access_token}` },
  };
}

export type Coach = Awaited<ReturnType<typeof signUpCoach>>;
