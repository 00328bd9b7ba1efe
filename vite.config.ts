import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { reactRouterReloadHook } from './app/lib/build-update.vite.ts';

export default defineConfig({
  // reactRouterReloadHook: React Router's own reloads go through the page's guarded one (app/lib/build-update.ts).
  plugins: [tailwindcss(), reactRouter(), reactRouterReloadHook()],
  resolve: {
    alias: {
      '~': path.resolve(import.meta.dirname, 'app'),
      '#contract': path.resolve(import.meta.dirname, 'contract'),
    },
  },
  build: { reportCompressedSize: true },
});
