import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const contractDir = path.resolve(here, '../../packages/contract/src');
const zodLocale = path.join(contractDir, 'zod-locale.ts');
const backend = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // sockjs-client expects Node's `global`.
  define: { global: 'globalThis' },
  resolve: {
    alias: { '@': path.resolve(here, 'src') },
  },
  server: {
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/uploads': { target: backend, changeOrigin: true },
      '/ws': { target: backend, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: path.resolve(here, 'dist'),
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // The contract's modules only declare schemas and constants; letting the bundler drop the
        // ones a chunk does not use keeps zod schemas out of the initial bundle. The Korean zod
        // locale is the one module that exists for its effect: `main.tsx` imports it, and
        // `scripts/check-bundle.mjs` fails the build when it goes missing.
        moduleSideEffects: (id: string) => !id.startsWith(contractDir) || id === zodLocale,
      },
      output: {
        // The framework changes less often than our code: its own chunk stays cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/ },
            // zod is needed at start (the contract's schemas); the form library only on form pages.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
            // Icons: split per screen they made ~20 tiny requests in a row before the home page's
            // first card (issue #16). Those the shell itself shows stay in the initial load; every
            // other icon goes into one chunk that the screens share.
            { name: 'icons-shell', test: /node_modules[\\/]lucide-react[\\/]/, tags: ['$initial'], priority: 1 },
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
          ],
        },
      },
    },
  },
});
