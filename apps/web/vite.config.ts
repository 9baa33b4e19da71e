import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress';
import { routePreloads } from './build/route-preloads';

export default defineConfig({
  plugins: [react(), routePreloads(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, proxy: { '/web/v1': 'http://localhost:8080' } },
  // The manifest lets bench/web-size.ts follow what each route loads.
  // Every browser the app supports preloads modules itself: no polyfill in the entry.
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page runs on, in one file the browser keeps across releases of the app's own code.
            { name: 'framework', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store|@tanstack[\\/](query-core|react-query))[\\/]/, priority: 20 },
          ],
        },
      },
    },
  },
});
