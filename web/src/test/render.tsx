import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryHistory, createRouter, RouterProvider, type RouteObject } from '../lib/router';
import { createQueryClient } from '../lib/query-client';
import { createFormaTheme, cssVariablesResolver, resolvePalette } from '../app/theme';

const palette = resolvePalette(null);

/** Renders routes in a memory router with the app's providers (Mantine in test mode, a fresh query client). */
export function renderRoutes(
  routes: RouteObject[],
  { path = '/', queryClient = createQueryClient() } = {},
) {
  const router = createRouter(routes, createMemoryHistory(path));
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider
        theme={createFormaTheme(palette)}
        cssVariablesResolver={cssVariablesResolver(palette)}
        env="test"
      >
        <Notifications />
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** Renders one element at `path`. */
export const renderAt = (element: ReactElement, path = '/', extra: RouteObject[] = []) =>
  renderRoutes([{ path: '*', element }, ...extra], { path });
