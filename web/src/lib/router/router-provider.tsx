import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import type { Router } from './create-router';
import { Outlet } from './outlet';
import { RouterContext, RouterStateContext } from './router-context';

/**
 * Renders the router's page, and `fallback` until the first one is ready. Its updates are
 * transitions, as React Router's were: a page that suspends keeps the previous one on screen.
 */
export function RouterProvider({
  router,
  fallback = null,
}: {
  router: Router;
  fallback?: ReactNode;
}) {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => {
    setState(router.state);
    return router.subscribe((next) => startTransition(() => setState(next)));
  }, [router]);
  return (
    <RouterContext.Provider value={router}>
      <RouterStateContext.Provider value={state}>
        {state.ready ? <Outlet /> : fallback}
      </RouterStateContext.Provider>
    </RouterContext.Provider>
  );
}
