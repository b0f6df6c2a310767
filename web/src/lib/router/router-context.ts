import { createContext, useContext } from 'react';
import type { Router, RouterState } from './create-router';

export const RouterContext = createContext<Router | null>(null);
/** The state the screen shows (it follows the router's in a transition). */
export const RouterStateContext = createContext<RouterState | null>(null);
/** The index in the matches of the route being rendered; an Outlet renders the next one. */
export const DepthContext = createContext(-1);

export function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Outside the RouterProvider');
  return router;
}

export function useRouterState(): RouterState {
  const state = useContext(RouterStateContext);
  if (!state) throw new Error('Outside the RouterProvider');
  return state;
}
