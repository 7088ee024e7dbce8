import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

const apiTarget = 'http://127.0.0.1:3000';

const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
};

export default defineConfig({
  // The router plugin must run before the React plugin so split route chunks get the JSX transform.
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      quoteStyle: 'single',
      generatedRouteTree: './src/route-tree.gen.ts',
    }),
    react(),
    tailwindcss(),
    precompress(),
  ],
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: 4173, proxy },
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Fewer, larger files (bench/RESULTS.md, agenda LCP). Left to itself rolldown gives every module that the
        // entry shares with a lazy chunk a file of its own: the landing page loaded 15 files, the agenda 38, and each
        // costs a request, a compile and a preload link. Everything the entry needs goes into one chunk ('$initial'),
        // and shared lazy chunks under 8 KB of source are inlined into the chunks that import them (a little code
        // is duplicated; rolldown then keeps every module's execution order).
        codeSplitting: {
          groups: [
            { name: 'start', tags: ['$initial'] },
            // TanStack Query in one file (the landing page loads none of it; every signed-in page all of it).
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
          ],
          experimentalInlineCommonChunks: { maxSize: 8_000 },
        },
      },
    },
  },
});
