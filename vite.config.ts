import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const DAY_SECONDS = 86_400;

/** Sends the client's `zod` imports through the module that turns zod's eval probe off. */
function zodJitless(): Plugin {
  const configured = fileURLToPath(new URL('src/client/lib/zod-jitless.ts', import.meta.url));
  return {
    name: 'tsuzuki:zod-jitless',
    enforce: 'pre',
    resolveId: (source, importer) =>
      source === 'zod' && importer !== configured ? configured : null,
  };
}

/**
 * Decision 260: the app's scripts load after the stylesheet. The first screen's words are in the
 * page (decision 210), so on a slow network the script must not share the first round trips with
 * the stylesheet that paints them; the browser asks for low-priority scripts once it has those.
 */
function scriptsAfterStylesheet(): Plugin {
  return {
    name: 'tsuzuki:scripts-after-stylesheet',
    enforce: 'post',
    transformIndexHtml: (html) =>
      html.replace(
        /<(script type="module"|link rel="modulepreload") crossorigin/g,
        '<$1 fetchpriority="low" crossorigin',
      ),
  };
}

/**
 * Decision 213: the client renders with Preact's React compatibility layer, ≈ 37 KB gzip lighter
 * than react-dom on the first route. Exact matches, so `react-dom/client` is not read as `react-dom`
 * plus a path; the JSX runtimes come from compat so its prop and event mapping is installed before
 * the first element is made.
 */
/**
 * React Router's package sends every bundler to its development build, which keeps its warnings
 * and checks; the app ships the production build it also contains.
 */
const routerProduction = {
  find: /^react-router$/,
  replacement: fileURLToPath(
    new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url),
  ),
};

const preactCompat = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  resolve: { alias: [...preactCompat, routerProduction] },
  plugins: [
    zodJitless(),
    scriptsAfterStylesheet(),
    // Only its JSX transform: React's fast refresh does not see Preact's components, so an edit
    // would be accepted without re-rendering; excluding every file makes edits reload the page.
    react({ refreshExclude: /./ }),
    // Decision 130: the service worker and its caches.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      // The server writes the manifest, as it carries the instance's APP_ID.
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // Airing alerts: shows pushed episodes and opens them when tapped (issue 18).
        importScripts: ['/push-handler.js'],
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /\.webmanifest$/],
        runtimeCaching: [
          {
            // The instance's settings (X-Api-Key) for a page opened offline.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/api/config',
            handler: 'NetworkFirst',
            options: {
              cacheName: 'tsuzuki-config',
              networkTimeoutSeconds: 10,
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // Catalogue screens offline show what they showed before.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin &&
              (url.pathname.startsWith('/api/tmdb-proxy/') ||
                url.pathname.startsWith('/api/catalogue/')),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'tsuzuki-catalogue',
              networkTimeoutSeconds: 10,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 400, maxAgeSeconds: 30 * DAY_SECONDS },
            },
          },
          {
            // Posters already seen, from our origin or the poster hosts (opaque answers too);
            // not the API's images, such as a user's own photo, which are private.
            urlPattern: ({ request, url, sameOrigin }) =>
              request.destination === 'image' && !(sameOrigin && url.pathname.startsWith('/api/')),
            handler: 'CacheFirst',
            options: {
              cacheName: 'tsuzuki-images',
              cacheableResponse: { statuses: [0, 200] },
              expiration: {
                maxEntries: 600,
                maxAgeSeconds: 30 * DAY_SECONDS,
                purgeOnQuotaError: true,
              },
            },
          },
        ],
      },
    }),
  ],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
