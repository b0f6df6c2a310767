import { VitePWA } from 'vite-plugin-pwa';
import { OFFLINE_READS_CACHE } from '../src/lib/offline-reads.ts';

/** The installed app's name until the server puts the running PRODUCT_NAME in the manifest. */
const productName = process.env.PRODUCT_NAME ?? 'Forma';
/** The logo's colour (web/public/favicon.svg): the installed app's title bar and splash. */
const THEME_COLOR = '#2e7d32';

/**
 * Paths the service worker never answers with the app's index.html: the API, the live
 * connection, the development helpers, stored files, the server-rendered public program page
 * (its meta is written by the server for link previews), and the Stripe sandbox's API and pages
 * (its 3-D Secure challenge, where the card form sends the browser).
 */
export const NOT_THE_APP = /^\/(?:api|cable|dev|uploads|p|plan|v1|sandbox)(?:\/|$)/;

/**
 * The installable web app that works offline in the gym (docs/decisions/platform-web.md, "Offline
 * app"): a manifest and a Workbox service worker that precaches the built app (index.html for every
 * page path) and keeps the calendar's reads for when there is no connection. The app registers it
 * itself, once someone is signed in (src/app/offline-app.ts).
 */
export function offlineApp() {
  return VitePWA({
    strategies: 'generateSW',
    injectRegister: false,
    registerType: 'autoUpdate',
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    includeManifestIcons: false,
    manifest: {
      name: productName,
      short_name: productName,
      description: 'Your training, in your pocket: today’s session, logged even with no signal.',
      start_url: '/user/calendar',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOR,
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        {
          src: '/icons/maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    workbox: {
      // The built files themselves: not the .br/.gz copies beside them, nor the source maps.
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      globIgnores: ['sw.js'],
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [NOT_THE_APP],
      inlineWorkboxRuntime: true,
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
      runtimeCaching: [
        {
          // The API reads the app needs to open signed in and to show the client's calendar
          // (written out here: Workbox copies this function's text into sw.js).
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin &&
            [
              '/api/users/me',
              '/api/config',
              '/api/settings',
              '/api/themes',
              '/api/user/calendar',
              '/api/user/training/',
              '/api/user/exercises/',
            ].some((prefix) => url.pathname.startsWith(prefix)),
          handler: 'NetworkFirst',
          options: {
            cacheName: OFFLINE_READS_CACHE,
            // In a gym a connection that hangs is as good as none.
            networkTimeoutSeconds: 5,
            expiration: { maxEntries: 200, maxAgeSeconds: 14 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });
}
