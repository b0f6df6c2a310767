// Who may open a route, and where everyone else goes (platform.md 2.9, 6). Pure: the router
// calls it with the session and the address, then applies the decision and its effects.
import { pathTo } from '../../lib/routes/paths';
import type {
  Decision,
  GuardContext,
  GuardEffect,
  GuardSession,
  Need,
  RouteDef,
} from '../../lib/routes/route-types';
import { allow, redirect } from '../../lib/routes/decisions';

/** Keeps the opened address's query on a redirect whose target has none (legacy links, '' children). */
function withQuery(path: string, search: string): string {
  return search && !path.includes('?') ? `${path}${search}` : path;
}

/**
 * 2.9: a coach whose registration step exists and is not questions, and who is not acting as
 * another account, is forced to the setup-profile screen. That screen sends the private account
 * to my accounts, so the rule only holds on a business account (otherwise the two would loop).
 */
export function mustSetUpProfile(session: GuardSession): boolean {
  if (!session) return false;
  const { current, private: person } = session.me;
  return (
    current.role === 'coach' &&
    current.registration_step !== null &&
    current.registration_step !== 'questions' &&
    !current.acting_as &&
    current.id !== person.id
  );
}

function meetsNeed(session: NonNullable<GuardSession>, need: Need): boolean {
  const { flags } = session;
  switch (need) {
    case 'financial':
      return flags.financialFeatures;
    case 'customProvider':
      return flags.customProviderAccount;
    case 'providerAccount':
      return flags.providerAccountPresent;
    case 'businessAccount':
      return flags.businessAccount;
  }
}

/**
 * 2.9 unauthenticated visitors: coming from a public page, the return path is stored and they go
 * to the client sign-up; otherwise to sign-in (for user_my_plans the return path is stored).
 */
function visitor(def: RouteDef, ctx: GuardContext): Decision {
  if (ctx.from?.publicPage) {
    return redirect(pathTo('onboarding-coaching-signup', { role: 'client' }), [
      { storeReturnPath: ctx.target },
    ]);
  }
  return redirect(
    pathTo('onboarding-signin'),
    def.name === 'user_my_plans' ? [{ storeReturnPath: ctx.target }] : [],
  );
}

function withEffects(decision: Decision, effects: GuardEffect[]): Decision {
  if (!effects.length) return decision;
  return { ...decision, effects: [...effects, ...(decision.effects ?? [])] };
}

function decide(def: RouteDef, ctx: GuardContext): Decision {
  const { session } = ctx;

  // Public pages are always allowed (their own parameter checks aside).
  if (def.publicPage) return def.rule?.(ctx) ?? allow();

  if (
    session &&
    mustSetUpProfile(session) &&
    def.access !== 'public' &&
    def.name !== 'onboarding-coach-setup-profile'
  ) {
    return redirect(pathTo('onboarding-coach-setup-profile'));
  }

  if (def.guestOnly && session) return redirect(pathTo('coach_my_profile_info'));

  const ruled = def.rule?.(ctx);
  if (ruled) return ruled;
  if (def.redirect) return redirect(withQuery(def.redirect(ctx), ctx.search));

  switch (def.access) {
    case 'public':
      return allow();
    case 'coach-program':
      if (session?.me.current.role !== 'coach') {
        return redirect(pathTo('public_plan', { plan_id: ctx.params.plan_id }));
      }
      break;
    default:
      if (!session) return visitor(def, ctx);
  }
  const role = session!.me.current.role;
  if (def.access === 'coach' && role !== 'coach') return redirect(pathTo('user'));
  if (def.access === 'user' && role !== 'user') return redirect(pathTo('coach'));
  if (role !== 'coach') return allow();

  if (def.needs?.some((need) => !meetsNeed(session!, need))) return redirect(pathTo('not-found'));
  const path = ctx.target.split('?')[0]!;
  if (session!.flags.accountEmpty && path.startsWith('/coach/programs'))
    return redirect(pathTo('coach_blocked'));
  if (session!.flags.accountBlocked && !def.availableToBlocked)
    return redirect(pathTo('coach_blocked'));
  return allow();
}

/** The decision for opening `def` in `ctx`: allow, or a redirect; either may carry storage effects. */
export function resolveAccess(def: RouteDef, ctx: GuardContext): Decision {
  // 2.9: sign-in and sign-up opened from a public page store that page as the return path.
  const effects: GuardEffect[] =
    def.guestOnly && !ctx.session && ctx.from?.publicPage
      ? [{ storeReturnPath: ctx.from.path }]
      : [];
  return withEffects(decide(def, ctx), effects);
}
