import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { planChunks, type ChunkRoots } from './src/build/chunk-plan';
import { iconImports } from './src/build/icon-imports';
import { catalogueModules, linguiCatalogues } from './src/build/lingui-catalogues';
import { precompressFiles } from './src/build/precompress';
import { withScreenFiles } from './src/server/http/first-screen-html';
import {
  OPENING_SCREEN_FILES,
  OPENING_SCREENS,
  type OpeningScreenModule,
  type ScreenFiles,
} from './src/shared/opening-screens';

const DAY_SECONDS = 86_400;

/** The module that starts the app, imported by the entry once the page has painted. */
const APP_START_MODULE = 'app/start.tsx';

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

/** The chunks of a build, and the static imports each reaches, itself included. */
function chunkGraph(bundle: Rollup.OutputBundle) {
  const chunks = Object.values(bundle).filter(
    (file): file is Rollup.OutputChunk => file.type === 'chunk',
  );
  const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  /** Imports before their importers: the order their stylesheets must cascade in. */
  const reachedFrom = (start: Rollup.OutputChunk | undefined) => {
    const seen = new Set<string>();
    const reached = new Set<string>();
    const visit = (fileName: string) => {
      if (seen.has(fileName)) return;
      seen.add(fileName);
      byFileName.get(fileName)?.imports.forEach(visit);
      reached.add(fileName);
    };
    if (start) visit(start.fileName);
    return reached;
  };
  const chunkOf = (module: string) =>
    chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(`/src/client/${module}`)));
  const fromEntry = reachedFrom(chunks.find((chunk) => chunk.isEntry));
  /** The files a module's chunk needs beyond those in `loaded`. */
  const filesBeyond = (module: string, loaded: Set<string>): ScreenFiles | undefined => {
    const chunk = chunkOf(module);
    if (!chunk) return undefined;
    const own = [...reachedFrom(chunk)].filter((fileName) => !loaded.has(fileName));
    return {
      scripts: own.map((fileName) => `/${fileName}`),
      styles: own.flatMap((fileName) =>
        [...(byFileName.get(fileName)?.viteMetadata?.importedCss ?? [])].map((css) => `/${css}`),
      ),
    };
  };
  // The files every page gets: the entry's, and the app's that the entry imports (decision 262).
  const inPage = new Set([...fromEntry, ...reachedFrom(chunkOf(APP_START_MODULE))]);
  return {
    appFiles: () => filesBeyond(APP_START_MODULE, fromEntry),
    screenFiles: (module: string) => filesBeyond(module, inPage),
  };
}

/**
 * Decision 262: the page links the stylesheets of the app's code as its own, so the shell is
 * styled as before, and lists its scripts the way the server lists a screen's (decision 270), in
 * an inert template the entry moves into the page after the first paint, before it imports the app.
 */
function appFilesInPage(): Plugin {
  return {
    name: 'tsuzuki:app-files-in-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const files = bundle && chunkGraph(bundle).appFiles();
        if (!files) throw new Error(`The build has no chunk for ${APP_START_MODULE}.`);
        return {
          html: withScreenFiles(html, { scripts: files.scripts, styles: [] }),
          tags: files.styles.map((href) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href },
            injectTo: 'head' as const,
          })),
        };
      },
    },
  };
}

/**
 * Decision 261: lists, for each opening screen, the scripts and stylesheets its code needs beyond
 * the page's own, so the server can ask for them in the page it sends for that screen's route.
 */
function openingScreenFiles(): Plugin {
  return {
    name: 'tsuzuki:opening-screen-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      const { screenFiles } = chunkGraph(bundle);
      const files = {} as Record<OpeningScreenModule, ScreenFiles>;
      for (const { module } of OPENING_SCREENS) {
        const ownFiles = screenFiles(module);
        if (!ownFiles) return this.error(`The build has no chunk for the screen ${module}.`);
        files[module] = ownFiles;
      }
      this.emitFile({
        type: 'asset',
        fileName: OPENING_SCREEN_FILES,
        source: JSON.stringify(files),
      });
    },
  };
}

/**
 * Decision 271: the app's code in one chunk, the opening screens' shared code in another, and each
 * opening screen's own code in a third, instead of the 40 to 55 small files the bundler made of
 * them: asking for a file costs the page 1–5 ms of main thread.
 */
function firstScreenChunks() {
  const moduleId = (module: string) =>
    fileURLToPath(new URL(`src/client/${module}`, import.meta.url));
  const roots: ChunkRoots = {
    entry: moduleId('main.tsx'),
    openingData: { moduleId: moduleId('app/opening-data.ts'), chunk: 'opening-data' },
    app: { moduleId: moduleId(APP_START_MODULE), chunk: 'start' },
    screens: OPENING_SCREENS.map(({ module }) => ({
      moduleId: moduleId(module),
      chunk: module.replace(/^.*\/|\.tsx$/g, ''),
    })),
    sharedChunk: 'screens',
    othersSharedChunk: 'screens-more',
  };
  // One plan per chunking pass, which hands out the same module records throughout.
  const plans = new WeakMap<object, Map<string, string>>();
  return (id: string, ctx: { getModuleInfo: (id: string) => Rollup.ModuleInfo | null }) => {
    const passKey = ctx.getModuleInfo(roots.entry);
    if (!passKey) return null;
    let plan = plans.get(passKey);
    if (!plan) {
      plan = planChunks(roots, (module) => ctx.getModuleInfo(module)?.importedIds);
      plans.set(passKey, plan);
    }
    return plan.get(id) ?? null;
  };
}

/** Decision 274: the built scripts and stylesheets, compressed once for the server to send. */
function precompressedAssets(): Plugin {
  let assetsDir = 'assets';
  return {
    name: 'tsuzuki:precompressed-assets',
    apply: 'build',
    configResolved(config) {
      assetsDir = config.build.assetsDir;
    },
    async writeBundle(options) {
      if (!options.dir) return this.error('The build has no output folder to compress in.');
      await precompressFiles(path.join(options.dir, assetsDir));
    },
  };
}

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

/**
 * Decision 213: the client renders with Preact's React compatibility layer, ≈ 37 KB gzip lighter
 * than react-dom on the first route. Exact matches, so `react-dom/client` is not read as `react-dom`
 * plus a path; the JSX runtimes come from compat so its prop and event mapping is installed before
 * the first element is made.
 */
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
    // Decision 413: the interface's catalogues, compiled for Lingui's runtime as they are imported.
    linguiCatalogues(),
    // Decision 453: the catalogues listed per language, so a page names its reader's alone.
    catalogueModules(),
    // Decision 415: each icon imported from its own module, so it goes with the code that draws it.
    iconImports(),
    scriptsAfterStylesheet(),
    appFilesInPage(),
    openingScreenFiles(),
    precompressedAssets(),
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
            // Posters already seen, all from our origin (decision 300); not the API's other
            // images, such as a user's own photo, which are private.
            urlPattern: ({ request, url, sameOrigin }) =>
              sameOrigin &&
              request.destination === 'image' &&
              (url.pathname.startsWith('/api/images/') || !url.pathname.startsWith('/api/')),
            handler: 'CacheFirst',
            options: {
              cacheName: 'tsuzuki-images',
              cacheableResponse: { statuses: [200] },
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
    // Every browser the app supports preloads modules itself (decision 466).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The plan's chunks already hold every module their roots reach (decision 271).
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [{ name: firstScreenChunks() }],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
