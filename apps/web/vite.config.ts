import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, minifySync, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const here = path.dirname(fileURLToPath(import.meta.url));
const contractDir = path.resolve(here, '../../packages/contract/src');
// Every `import … from 'zod'` of the bundle (contract and web) goes through this module: zod in Korean.
const zodKorean = path.resolve(here, 'src/lib/zod-korean.ts');
const backend = 'http://127.0.0.1:8080';
// Screens whose code `public/early-request.js` preloads with the entry: address → route module.
const FIRST_SCREENS: Record<string, string> = { '/': 'src/app/routes/home.tsx', '/explore': 'src/app/routes/explore.tsx' };

/**
 * Names, in index.html, the chunks each first screen needs beyond the initial ones, for
 * `public/early-request.js` to preload those of the address being opened: the route's code then
 * downloads beside the entry instead of after it has run (one chain of round trips fewer).
 */
function firstScreenChunks(): Plugin {
  return {
    name: 'dongne-first-screen-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const initial = new Set<string>();
        const collect = (fileName: string, into: Set<string>) => {
          if (into.has(fileName)) return;
          into.add(fileName);
          const chunk = chunks.find((candidate) => candidate.fileName === fileName);
          for (const imported of chunk?.imports ?? []) collect(imported, into);
        };
        for (const chunk of chunks) if (chunk.isEntry) collect(chunk.fileName, initial);
        const byScreen: Record<string, string[]> = {};
        for (const [address, module] of Object.entries(FIRST_SCREENS)) {
          const route = chunks.find((chunk) => chunk.facadeModuleId === path.resolve(here, module));
          if (!route) throw new Error(`first-screen chunks: no chunk for ${module}`);
          const needed = new Set<string>();
          collect(route.fileName, needed);
          byScreen[address] = [...needed].filter((file) => !initial.has(file)).map((file) => `/${file}`);
        }
        const meta = `<meta name="dongne-first-screen-chunks" content="${JSON.stringify(byScreen).replaceAll('"', '&quot;')}" />`;
        return html.replace('<script src="/early-request.js"', `${meta}\n    <script src="/early-request.js"`);
      },
    },
    // public/ is copied as it is; the early script is part of the first load, so minify it there.
    writeBundle(options) {
      const file = path.join(options.dir ?? path.resolve(here, 'dist'), 'early-request.js');
      const { code, errors } = minifySync(file, readFileSync(file, 'utf8'));
      if (errors.length > 0) throw new Error(`early-request.js: ${errors.map((error) => error.message).join('; ')}`);
      writeFileSync(file, code);
    },
  };
}

/** The brand colour of the design tokens (`--color-brand-500` in src/index.css), for the manifest. */
function brandColour(): string {
  const match = /--color-brand-500:\s*(#[0-9a-f]{6})/i.exec(readFileSync(path.resolve(here, 'src/index.css'), 'utf8'));
  if (!match?.[1]) throw new Error('vite.config: --color-brand-500 not found in src/index.css');
  return match[1];
}

/**
 * The web app manifest and the service worker (contract §18). `injectManifest`: our own worker
 * (`src/sw.ts`, where Web Push's listeners will go) gets the build's file list to precache. The app
 * registers it itself after the page has loaded (`app/pwa/register-service-worker.ts`), so nothing
 * is injected into index.html but the manifest link.
 */
function installableApp(): Plugin[] {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    injectRegister: false,
    registerType: 'prompt',
    manifestFilename: 'manifest.webmanifest',
    manifest: {
      id: '/',
      name: '동네모임',
      short_name: '동네모임',
      description: '회사 이메일로 인증한 직장인이 서울 우리 동네에서 관심사 모임을 찾고 운영하는 서비스',
      lang: 'ko',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: brandColour(),
      // The page's background (--color-gray-50): the splash screen blends into the first paint.
      background_color: '#f9fafb',
      categories: ['social', 'lifestyle'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
    injectManifest: {
      // The shell and everything it loads, route chunks included (a screen opened offline needs its
      // chunk): content-hashed files only besides the offline shell, so a page the network sent never
      // picks up an older build's unhashed script (early-request.js goes to the network; offline it
      // has nothing to request anyway). Pretendard's subsets are kept as pages use them (src/sw.ts).
      globPatterns: ['index.html', 'assets/**/*.{js,css}'],
      // The largest file is a few hundred kB; anything far larger is a mistake, not a chunk.
      maximumFileSizeToCacheInBytes: 1024 * 1024,
    },
  });
}

// `vite build --ssr src/entry-server.tsx` (the server's first render of `/` and `/explore`)
// writes to dist-ssr/, outside what the server serves; its packages stay in node_modules.
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    ...(isSsrBuild ? [] : [firstScreenChunks()]),
    ...(command === 'build' && !isSsrBuild ? installableApp() : []),
  ],
  // date-fns is bundled into the server render rather than loaded from node_modules: its package.json
  // is 200 kB, Node reads it again for each of the ~1 800 files the package root pulls in, and that
  // alone took about 2 s of every server start. Bundled, only the functions used remain.
  ssr: { noExternal: ['date-fns'] },
  // sockjs-client expects Node's `global`.
  define: { global: 'globalThis' },
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(here, 'src') },
      { find: /^zod$/, replacement: zodKorean },
    ],
  },
  server: {
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/uploads': { target: backend, changeOrigin: true },
      '/ws': { target: backend, changeOrigin: true, ws: true },
    },
  },
  build: isSsrBuild
    ? { outDir: path.resolve(here, 'dist-ssr'), emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: path.resolve(here, 'dist'),
        emptyOutDir: true,
        sourcemap: process.env.WEB_SOURCEMAP === '1',
        rolldownOptions: {
          treeshake: {
            // The contract's modules only declare schemas and constants; letting the bundler drop the
            // ones a chunk does not use keeps zod schemas out of the first screens. zod's Korean
            // messages come with zod itself (`src/lib/zod-korean.ts`, in the zod chunk);
            // `scripts/check-bundle.mjs` fails the build when they go missing.
            moduleSideEffects: (id: string) => !id.startsWith(contractDir),
          },
          output: {
            // The framework changes less often than our code: its own chunk stays cached across deploys.
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/ },
                // zod with its Korean messages, for the screens that check input (not the first ones).
                { name: 'zod', test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-korean\.ts$/ },
                { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
                // Icons: split per screen they made ~20 tiny requests in a row before the home page's
                // first card. Those the shell itself shows stay in the initial load; every
                // other icon goes into one chunk that the screens share.
                { name: 'icons-shell', test: /node_modules[\\/]lucide-react[\\/]/, tags: ['$initial'], priority: 1 },
                { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
              ],
            },
          },
        },
      },
}));
