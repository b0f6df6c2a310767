import { useCallback, useMemo } from 'react';
import type { NavigateOptions } from './create-router';
import type { Location } from './history';
import type { Params } from './match-path';
import type { Match } from './match-routes';
import { useRouter, useRouterState } from './router-context';

/** `navigate(path, { replace })`, or `navigate(-1)` to go back. The function never changes. */
export const useNavigate = () => useRouter().navigate;

export const useLocation = (): Location => useRouterState().location;

/** The params of the page on screen. */
export const useParams = (): Params => useRouterState().matches.at(-1)?.params ?? {};

/** The routes of the page on screen, from the root to the page. */
export const useMatches = (): readonly Match[] => useRouterState().matches;

/** True while a navigation runs its guards and loads its page (the previous page stays). */
export const useNavigating = (): boolean => useRouterState().navigating;

type SearchInit = ConstructorParameters<typeof URLSearchParams>[0];

/**
 * The query string of the page on screen, and a setter that navigates to the same path with
 * another one (pushed, or replacing with `{ replace: true }`); the setter may take a function of
 * the current query.
 */
export function useSearchParams() {
  const router = useRouter();
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const { pathname, search: current } = router.state.location;
      const value = typeof next === 'function' ? next(new URLSearchParams(current)) : next;
      const query = new URLSearchParams(value).toString();
      return router.navigate(query ? `${pathname}?${query}` : pathname, options);
    },
    [router],
  );
  return [params, setParams] as const;
}
