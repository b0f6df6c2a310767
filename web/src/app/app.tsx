import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './theme.css';
import { useMemo, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { RouterProvider } from '../lib/router';
import { meQueryOptions } from '../lib/session/me';
import { useAccountTheme } from '../features/customisation/api/get-theme';
import { FullPageLoader } from './full-page-loader';
import { createAppRouter } from './router';
import { createFormaTheme, cssVariablesResolver, resolvePalette } from './theme';
import { LazyNotifications } from './lazy-notifications';
import './session-loads';

const router = createAppRouter(queryClient);

/**
 * The Mantine theme from the account's web theme (platform.md 3, 9). The theme is fetched once
 * the user is known (platform.md 7), so that it belongs to the right account; until then a loader.
 */
function ThemedMantine({ children }: { children: ReactNode }) {
  const me = useQuery(meQueryOptions());
  const theme = useAccountTheme({ enabled: !me.isPending });
  const palette = useMemo(() => resolvePalette(theme.data?.web_theme), [theme.data]);
  const mantineTheme = useMemo(() => createFormaTheme(palette), [palette]);
  const variables = useMemo(() => cssVariablesResolver(palette), [palette]);
  const ready = !me.isPending && !theme.isPending;
  return (
    <MantineProvider
      theme={mantineTheme}
      cssVariablesResolver={variables}
      defaultColorScheme="light"
    >
      <LazyNotifications />
      {ready || me.isError ? children : <FullPageLoader />}
    </MantineProvider>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemedMantine>
        <RouterProvider router={router} fallback={<FullPageLoader />} />
      </ThemedMantine>
    </QueryClientProvider>
  );
}
