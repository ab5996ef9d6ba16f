import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { theme } from './src/app/theme';
import { themeCss } from './src/app/theme-css';
import { mantineStyleProps } from './vite/mantine-style-props';

const THEME_CSS = 'virtual:mantine-theme.css';

/** `import 'virtual:mantine-theme.css'`: the theme's CSS variables and classes, as a stylesheet. */
function mantineThemeCss(): Plugin {
  return {
    name: 'mantine-theme-css',
    resolveId: (id) => (id === THEME_CSS ? `\0${THEME_CSS}` : undefined),
    load: (id) => (id === `\0${THEME_CSS}` ? themeCss(theme) : undefined),
  };
}

// Two builds: the client (hashed assets + a manifest into the server's public dir) and, with --ssr,
// the server entry the prerenderer (scripts/prerender.mjs) imports to write every page's HTML.
export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react(), mantineThemeCss(), mantineStyleProps()],
  // The server renders with React's production build whatever NODE_ENV it runs with (React and React DOM
  // choose their build from it at run time; their development builds render several times slower).
  define:
    isSsrBuild && mode === 'production'
      ? { 'process.env.NODE_ENV': JSON.stringify('production') }
      : undefined,
  // The shared rules as TypeScript source: bundled and tree-shaken like the app's own code, no build first.
  resolve: {
    alias: { '@abogados/shared': fileURLToPath(new URL('../shared/src/index.ts', import.meta.url)) },
  },
  // The server renders pages with this bundle at run time: everything it needs is in it (no
  // node_modules at run time), as CommonJS the server can require.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? {
        outDir: 'dist-ssr',
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: {
          output: { format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: 'assets/[name]-[hash].cjs' },
        },
      }
    : // One stylesheet: a part of a page whose code arrives later must still be styled in the first paint.
      { outDir: '../backend/public', emptyOutDir: true, manifest: true, cssCodeSplit: false },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
}));
