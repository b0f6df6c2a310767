import { useContext, type ReactNode } from 'react';
import type { RouterState } from './create-router';
import { DepthContext, useRouterState } from './router-context';
import { RouteErrorBoundary } from './route-error-boundary';

/**
 * The element of the match at `index`, inside the error boundary of its route if it has one. The
 * tree has the same shape for every page, so a page whose component is the one already on screen
 * (two tabs of one page) keeps its state.
 */
export function renderMatch(state: RouterState, index: number): ReactNode {
  const match = state.matches[index];
  if (!match) return null;
  const { route } = match;
  const Boundary = route.ErrorBoundary;
  if (state.error !== undefined) {
    const inner = state.matches.slice(index + 1).some((m) => m.route.ErrorBoundary);
    if (Boundary && !inner) return <Boundary />;
    if (!Boundary && index === 0 && !inner) throw state.error;
  }
  const Page = route.Component;
  const element = (
    <DepthContext.Provider value={index}>
      {route.element ?? (Page ? <Page /> : <Outlet />)}
    </DepthContext.Provider>
  );
  return Boundary ? (
    <RouteErrorBoundary fallback={<Boundary />} resetKey={state.location}>
      {element}
    </RouteErrorBoundary>
  ) : (
    element
  );
}

/** Where a layout route renders the route inside it. */
export function Outlet() {
  return renderMatch(useRouterState(), useContext(DepthContext) + 1);
}
