import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { MeResponse } from '@forma/contract/accounts/users.schemas';
import type { AccountFlags } from '@forma/contract/platform-plan/subscription.rules';
import type { TableRouteName } from './route-paths';

/**
 * Who may open a route (platform.md 2, 6):
 * - public: anyone (route rules may still redirect, e.g. sign-in when already signed in);
 * - authenticated: any signed-in user;
 * - coach / user: that role only (coaches are sent to /coach from /user, clients to /user from /coach);
 * - coach-program: a coach; anyone else goes to the public program page with the same plan_id.
 */
export type Access = 'public' | 'authenticated' | 'coach' | 'user' | 'coach-program';

/** Requirements whose absence shows the 404 page (platform.md 2.6, 6). */
export type Need = 'financial' | 'customProvider' | 'providerAccount' | 'businessAccount';

export type Params = Readonly<Record<string, string | undefined>>;

/** The signed-in user as the guards see it; null for a visitor. */
export type GuardSession = { me: MeResponse; flags: AccountFlags } | null;

export type GuardContext = {
  session: GuardSession;
  params: Params;
  /** The query string of the opened address, '' or starting with '?'. */
  search: string;
  /** The path (with query) being opened. */
  target: string;
  /** The route the visitor comes from inside the app, if any. */
  from: { path: string; publicPage: boolean } | null;
};

/** Side effects a guard asks for; the router applies them (guards stay pure). */
export type GuardEffect = { storeReturnPath: string } | { storeUtmQuery: string };

export type Decision =
  { allow: true; effects?: GuardEffect[] } | { redirect: string; effects?: GuardEffect[] };

/** A route-specific rule: a decision, or undefined to go on with the common rules. */
export type RouteRule = (ctx: GuardContext) => Decision | undefined;

export type PageModule = { default: ComponentType };

/** A route as its feature declares it; its path and variants live in route-paths.ts. */
export type RouteEntry = {
  name: TableRouteName;
  access: Access;
  /** The lazily loaded page (its own chunk). A route has a page or a redirect. */
  page?: () => Promise<PageModule>;
  /**
   * Reads the page's first data as the route opens, beside the session and the page's code
   * (the guards still decide who sees it).
   */
  prefetch?: (params: Params, queryClient: QueryClient) => void;
  /** A route that only redirects; the query string of the opened address is kept. */
  redirect?: (ctx: GuardContext) => string;
  /** Title of the page (document title and placeholder heading). */
  title?: string;
  /** 'bare': no header (onboarding screens); default 'shell'. */
  layout?: 'shell' | 'bare';
  /** Stays usable when the coach's account is blocked (platform.md 2.9, 6). */
  availableToBlocked?: boolean;
  /** Shows the 'I work better on desktop' modal on narrow screens (platform.md 2.16). */
  betterOnDesktop?: boolean;
  noFooter?: boolean;
  /** White page background instead of the secondary colour (coach_calendar). */
  whiteTheme?: boolean;
  /** A public page of the storefront kind: 'coming from a public page' rules of 2.9 apply. */
  publicPage?: boolean;
  /** Sign-in and sign-up: a signed-in user goes to coach_my_profile_info (2.9). */
  guestOnly?: boolean;
  needs?: readonly Need[];
  rule?: RouteRule;
};

/** A route of the composed table (route-table.ts): the entry with its path and variants. */
export type RouteDef = RouteEntry & {
  /** Absolute path pattern (lib/router syntax, `:param`, `:param?` and `*`). */
  path: string;
  /** Names of fixed values of this route's params, e.g. the tabs of /user/settings/:tab. */
  variants?: Readonly<Record<string, Params>>;
};
