import { parsePath, type History, type Location } from './history';
import { flattenRoutes, matchRoutes, type Match, type RouteObject } from './match-routes';

export type NavigateOptions = { replace?: boolean };

export type RouterState = {
  /** The address of the page on screen (during a navigation, still the previous page's). */
  location: Location;
  matches: Match[];
  /** A navigation is under way: its guards run or its page's code loads. */
  navigating: boolean;
  /** What failed while guarding or loading the page on screen, if anything. */
  error?: unknown;
  /** False until the first page is ready. */
  ready: boolean;
};

export type Router = {
  readonly state: RouterState;
  /** To a path (pushed, or replacing the current entry), or back and forward by a number. */
  navigate(to: string | number, options?: NavigateOptions): Promise<void>;
  subscribe(listener: (state: RouterState) => void): () => void;
};

type Mode = 'push' | 'replace' | 'pop';

/** Guards redirecting in a loop would otherwise never settle. */
const MAX_REDIRECTS = 20;

/** The route's lazily loaded component, kept on the route once loaded (later visits are instant). */
function loadComponent(route: RouteObject): Promise<void> | undefined {
  if (route.Component || !route.lazy) return undefined;
  return route.lazy().then((Component) => {
    route.Component = Component;
  });
}

async function decide(matches: Match[], location: Location): Promise<string | undefined> {
  const params = matches[0]?.params ?? {};
  const targets = await Promise.all(matches.map((m) => m.route.guard?.({ params, location })));
  return targets.find(Boolean);
}

/**
 * The app's navigation: a navigation runs the guards of the routes it opens and loads their code
 * (the current page stays meanwhile), then commits the address and the page together. A guard's
 * redirect takes the refused entry's place: nothing of the refused page renders.
 */
export function createRouter(routes: readonly RouteObject[], history: History): Router {
  const branches = flattenRoutes(routes);
  const listeners = new Set<(state: RouterState) => void>();
  let state: RouterState = {
    location: history.location,
    matches: [],
    navigating: true,
    ready: false,
  };
  let latest = 0;

  const update = (next: Partial<RouterState>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener(state));
  };

  function commit(id: number, location: Location, mode: Mode, matches: Match[], error?: unknown) {
    if (id !== latest) return;
    if (mode === 'push') history.push(location);
    else if (mode === 'replace') history.replace(location);
    update({ location, matches, navigating: false, error, ready: true });
  }

  function open(location: Location, mode: Mode, redirects = 0): Promise<void> {
    const id = ++latest;
    const matches = matchRoutes(branches, location.pathname);
    // The page's code loads while its guards decide, as it did with React Router.
    const loads = matches.map((m) => loadComponent(m.route)).filter(Boolean);
    // Nothing to wait for: the page renders at once (as React Router's did without loaders).
    if (!loads.length && !matches.some((m) => m.route.guard)) {
      commit(id, location, mode, matches);
      return Promise.resolve();
    }
    if (!state.navigating) update({ navigating: true });
    const loading = Promise.all(loads);
    loading.catch(() => undefined);
    return decide(matches, location)
      .then((redirect) => {
        if (id !== latest) return;
        if (!redirect) return loading.then(() => commit(id, location, mode, matches));
        if (redirects >= MAX_REDIRECTS) throw new Error(`Too many redirects to ${redirect}`);
        return open(parsePath(redirect), mode === 'push' ? 'push' : 'replace', redirects + 1);
      })
      .catch((error: unknown) => commit(id, location, mode, matches, error));
  }

  history.listen(() => void open(history.location, 'pop'));
  void open(history.location, 'pop');

  return {
    get state() {
      return state;
    },
    navigate: async (to, options) => {
      if (typeof to === 'number') return history.go(to);
      return open(parsePath(to), options?.replace ? 'replace' : 'push');
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
