import { describe, expect, it } from 'vitest';
import { createRouter } from './create-router';
import { createMemoryHistory } from './history';
import type { RouteObject } from './match-routes';

/** A promise the test settles when it wants. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const Page = () => null;

function setUp(path: string, routes: RouteObject[]) {
  const history = createMemoryHistory(path);
  const router = createRouter(routes, history);
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { history, router, settled, at: () => router.state.location.pathname };
}

describe('the router', () => {
  it('renders at once a page with nothing to wait for', () => {
    const { router } = setUp('/a', [{ path: '/a', Component: Page }]);
    expect(router.state).toMatchObject({ ready: true, navigating: false });
    expect(router.state.location).toMatchObject({ pathname: '/a', key: 'default' });
  });

  it('follows a guard redirect in place of the refused entry', async () => {
    const signedIn = false;
    const routes: RouteObject[] = [
      { path: '/home', Component: Page },
      { path: '/private', Component: Page, guard: () => (signedIn ? undefined : '/sign_in') },
      { path: '/sign_in', Component: Page },
      { path: '/other', Component: Page },
    ];
    const { router, history, settled, at } = setUp('/home', routes);
    await router.navigate('/private');
    expect(at()).toBe('/sign_in');
    expect(history.location.pathname).toBe('/sign_in');
    // Back leads to the page before: the refused address never was an entry of its own.
    await router.navigate(-1);
    await settled();
    expect(at()).toBe('/home');

    // Opened directly, the refused address is replaced too.
    const direct = setUp('/private', routes);
    await settled();
    expect(direct.at()).toBe('/sign_in');
    await direct.router.navigate('/other');
    await direct.router.navigate(-1);
    await direct.settled();
    expect(direct.at()).toBe('/sign_in');
  });

  it('keeps the current page while the next one is guarded and loaded', async () => {
    const guard = deferred<string | undefined>();
    const code = deferred<typeof Page>();
    const { router, history, settled } = setUp('/a', [
      { path: '/a', Component: Page },
      { path: '/b', lazy: () => code.promise, guard: () => guard.promise },
    ]);
    const done = router.navigate('/b');
    await settled();
    expect(router.state.navigating).toBe(true);
    expect(router.state.location.pathname).toBe('/a');
    expect(history.location.pathname).toBe('/a');
    guard.resolve(undefined);
    await settled();
    expect(router.state.navigating).toBe(true);
    code.resolve(Page);
    await done;
    expect(router.state).toMatchObject({ navigating: false, location: { pathname: '/b' } });
    expect(router.state.matches[0]?.route.Component).toBe(Page);
  });

  it('runs the guard on back and forward', async () => {
    let blocked = false;
    const { router, settled, at } = setUp('/a', [
      { path: '/a', Component: Page, guard: () => (blocked ? '/blocked' : undefined) },
      { path: '/b', Component: Page },
      { path: '/blocked', Component: Page },
    ]);
    await settled();
    await router.navigate('/b');
    blocked = true;
    await router.navigate(-1);
    await settled();
    expect(at()).toBe('/blocked');
  });

  it('drops a navigation overtaken by a newer one', async () => {
    const slow = deferred<string | undefined>();
    const { router, settled, at } = setUp('/a', [
      { path: '/a', Component: Page },
      { path: '/slow', Component: Page, guard: () => slow.promise },
      { path: '/fast', Component: Page },
    ]);
    void router.navigate('/slow');
    await router.navigate('/fast');
    slow.resolve(undefined);
    await settled();
    expect(at()).toBe('/fast');
  });

  it('keeps what failed to load for the error page', async () => {
    const failure = new Error('chunk failed');
    const { router } = setUp('/a', [
      { path: '/a', Component: Page },
      { path: '/b', lazy: () => Promise.reject(failure) },
    ]);
    await router.navigate('/b');
    expect(router.state).toMatchObject({ error: failure, location: { pathname: '/b' } });
  });

  it('gives up on guards redirecting in a loop', async () => {
    const { router } = setUp('/a', [
      { path: '/a', Component: Page },
      { path: '/loop', guard: () => '/loop' },
    ]);
    await router.navigate('/loop');
    expect(router.state.error).toBeInstanceOf(Error);
  });
});
