import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryHistory, createRouter, RouterProvider, type RouteObject } from '../lib/router';
import { createQueryClient } from '../lib/query-client';
import { createFormaTheme, cssVariablesResolver, resolvePalette } from '../app/theme';
import { programClientSlots } from '../features/clients';
import { ProgramSlotsProvider } from '../features/programs';
import { templateSlots } from '../features/templates';
import { TemplateSlotsProvider } from '../features/training';

const palette = resolvePalette(null);

/**
 * Renders routes in a memory router with the app's providers (Mantine in test mode, a fresh query
 * client) and the pages' slots as app/slots fills them.
 */
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
        <ProgramSlotsProvider value={programClientSlots}>
          <TemplateSlotsProvider value={templateSlots}>
            <RouterProvider router={router} />
          </TemplateSlotsProvider>
        </ProgramSlotsProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** Renders one element at `path`. */
export const renderAt = (element: ReactElement, path = '/', extra: RouteObject[] = []) =>
  renderRoutes([{ path: '*', element }, ...extra], { path });
