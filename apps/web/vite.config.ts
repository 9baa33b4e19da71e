import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress';
import { routePreloads } from './build/route-preloads';

const REGISTER_STRINGS = /[\\/]src[\\/](features[\\/]register|components[\\/](register-shell|verification|agreement))[\\/]locales\.ts$/;
const LIGHT_FORM_STYLES = /[\\/]src[\\/](features[\\/]register|components[\\/](light-form|toast|register-shell|verification|agreement))[\\/][\w-]+\.module\.css$/;

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
            // Registration step 1 is a first visit's page on a phone, where every file costs a round trip before
            // the form shows: its string sets travel as one file, and the styles of its light form parts as one.
            // Only modules without imports of their own go into these, so no shell module moves out of the entry.
            { name: 'register-strings', test: REGISTER_STRINGS, priority: 10 },
            { name: 'light-form-styles', test: LIGHT_FORM_STYLES, priority: 10 },
            // The contract's message catalogues and phone format (type imports only): what any form shows a failure with.
            { name: 'contract-texts', test: /[\\/]packages[\\/]contract[\\/]src[\\/](messages|errors|validators[\\/]phone-format)\.ts$/, priority: 10 },
          ],
        },
      },
    },
  },
});
