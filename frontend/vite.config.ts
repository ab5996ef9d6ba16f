import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { concretePaths } from './src/app/route-table';

/**
 * Writes routes.json (every concrete SPA path) beside index.html. The server answers 200 for
 * those and a real 404 for anything else, so it must come from the router's own table.
 */
function routesManifest(): Plugin {
  return {
    name: 'routes-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'routes.json',
        source: `${JSON.stringify(concretePaths(), null, 2)}\n`,
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), routesManifest()],
  build: {
    outDir: '../backend/public',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
});
