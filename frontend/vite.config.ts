import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Two builds: the client (hashed assets + a manifest into the server's public dir) and, with --ssr,
// the server entry the prerenderer (scripts/prerender.mjs) imports to write every page's HTML.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false }
    : // One stylesheet: a part of a page whose code arrives later must still be styled in the first paint.
      { outDir: '../backend/public', emptyOutDir: true, manifest: true, cssCodeSplit: false },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
}));
