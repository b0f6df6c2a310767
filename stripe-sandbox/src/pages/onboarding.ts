import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Ctx } from '../core/context.ts';
import type { SandboxRuntime } from '../core/route.ts';
import type { Account } from '../resources/connect/account-object.ts';
import {
  findAccountLink,
  saveAccountLink,
  SESSION_SECONDS,
  type StoredAccountLink,
} from '../resources/connect/account-links.ts';
import { connectStandardAccount, updateAccount } from '../resources/connect/account-service.ts';
import { ACCOUNT, bankAccountsOf } from '../resources/connect/account-store.ts';
import { page } from './layout.ts';
import { onboardingPage, valuesOf } from './onboarding-form.ts';
import { formBody, readOnboardingForm, type FormBody } from './onboarding-input.ts';
import { requirementLabels } from './requirement-labels.ts';
import { standardConnectPage } from './standard-connect-form.ts';

type Outcome = { redirect: string } | { status: number; html: string };

const PATH = '/sandbox/connect/onboarding/:id';

const invalidLink: Outcome = {
  status: 404,
  html: page(
    'This link is not valid',
    '<p>Ask the site that sent you here for a new link to set up your payouts.</p>',
  ),
};

async function linkAndAccount(
  ctx: Ctx,
  id: string,
): Promise<{ link: StoredAccountLink; account: Account } | null> {
  const link = await findAccountLink(ctx, id);
  if (!link) return null;
  const account = await ctx.as(null).store.find<Account>(ACCOUNT, link.account);
  return account ? { link, account } : null;
}

async function form(
  ctx: Ctx,
  link: StoredAccountLink,
  account: Account,
  values: FormBody,
  errors: Record<string, string>,
  problems: string[],
): Promise<string> {
  if (account.type === 'standard') return standardConnectPage({ values, errors }, problems);
  return onboardingPage({
    account,
    banks: await bankAccountsOf(ctx, account.id),
    everything: link.type === 'account_update',
    state: { values, errors },
    problems,
  });
}

/** Opening the link: Stripe's links are single use, so an opened or expired one refreshes. */
async function open(ctx: Ctx, id: string): Promise<Outcome> {
  const found = await linkAndAccount(ctx, id);
  if (!found) return invalidLink;
  const { link, account } = found;
  const now = await ctx.now();
  if (link.used || link.opened_at !== null || now > link.expires_at) {
    return { redirect: link.refresh_url };
  }
  await saveAccountLink(ctx, { ...link, opened_at: now });
  return { status: 200, html: await form(ctx, link, account, valuesOf(account), {}, []) };
}

async function connectStandard(
  ctx: Ctx,
  link: StoredAccountLink,
  account: Account,
  body: FormBody,
  client: { ip: string; userAgent: string | null },
): Promise<Outcome> {
  const email = (body.email ?? '').trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    const message = 'Enter the email address of your Stripe account, like name@example.com.';
    return {
      status: 422,
      html: await form(ctx, link, account, body, { email: message }, [message]),
    };
  }
  await connectStandardAccount(ctx, account.id, { email, ...client });
  await saveAccountLink(ctx, { ...link, used: true });
  return { redirect: link.return_url };
}

/**
 * Sending the page: what was filled is saved whichever button was pressed; 'Submit' comes back
 * with what is still needed, 'Save and finish later' leaves it due. Both return to the platform.
 */
async function send(
  ctx: Ctx,
  id: string,
  body: FormBody,
  client: { ip: string; userAgent: string | null },
): Promise<Outcome> {
  const found = await linkAndAccount(ctx, id);
  if (!found) return invalidLink;
  const { link, account } = found;
  const now = await ctx.now();
  if (link.used || link.opened_at === null || now > link.opened_at + SESSION_SECONDS) {
    return { redirect: link.refresh_url };
  }
  if (account.type === 'standard') return connectStandard(ctx, link, account, body, client);
  const input = readOnboardingForm(body, account, now, client);
  const problems = Object.values(input.errors);
  if (problems.length) {
    const values = { ...valuesOf(account), ...body };
    return { status: 422, html: await form(ctx, link, account, values, input.errors, problems) };
  }
  const updated = await updateAccount(ctx, account.id, input.update, 'onboarding');
  const due = updated.requirements.currently_due;
  if (input.intent === 'submit' && due.length) {
    const needed = [`Still needed: ${requirementLabels(due).join(', ')}.`];
    return {
      status: 422,
      html: await form(ctx, link, updated, valuesOf(updated), {}, needed),
    };
  }
  await saveAccountLink(ctx, { ...link, used: true });
  return { redirect: link.return_url };
}

function reply(outcome: Outcome, response: FastifyReply): FastifyReply {
  if ('redirect' in outcome) return response.redirect(outcome.redirect, 303);
  return response
    .status(outcome.status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(outcome.html);
}

const client = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

/** The hosted onboarding an account link leads to (Stripe's own, in the sandbox). */
export function onboardingPages(app: FastifyInstance, runtime: SandboxRuntime): void {
  app.get(PATH, { exposeHeadRoute: false }, async (request, response) => {
    const { id } = request.params as { id: string };
    return reply(await runtime.run(null, (ctx) => open(ctx, id)), response);
  });
  app.post(PATH, async (request, response) => {
    const { id } = request.params as { id: string };
    const body = formBody(request.body);
    return reply(await runtime.run(null, (ctx) => send(ctx, id, body, client(request))), response);
  });
}
