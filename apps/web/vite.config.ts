import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { firstLoadHints } from './vite/first-load-hints';
import { webpImages } from './vite/webp-images';
import { templatesManifestFile } from './vite/templates-manifest';
import { isBundledTemplateNotice, templateChunk } from './vite/template-chunks';
import { ROUTE_MODULES } from './src/route-modules';

export default defineConfig({
  plugins: [react(), tailwindcss(), webpImages(), firstLoadHints({ routes: ROUTE_MODULES }), templatesManifestFile()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
  // The export's font worker loads its WOFF2 decoder only with its first WOFF2 file: an ES module
  // worker can split its code, the default iife one cannot.
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      output: {
        // A template loaded on demand is one chunk: its card, CSS and examples (template-chunks.ts).
        // Only the modules named go into a named chunk; what they import is placed as before.
        onlyExplicitManualChunks: true,
        // Shared chunks under 6 KB (before minifying) are merged into a chunk that loads with them
        // wherever they are needed, without changing what runs. The makers' first loads went from
        // 20-22 files to 9-13 at the same bytes (docs/performance.md, issue 29). Some merge into the
        // entry, which every page loads: 10 KB took the home page's JS past its 150 KB budget
        // (`npm run bench -- web-bundle`), 6 KB keeps it under.
        experimentalMinChunkSize: 6_000,
        // A page's catalogs come in both languages at once (i18n/index.ts): one file, not two. On
        // a phone over HTTP/1.1 every file before the first frame costs a share of a round trip
        // (Lighthouse's mobile LCP fell 0.05-0.1 s per maker with one file fewer).
        manualChunks(id, meta) {
          const catalog = /\/i18n\/locales\/(?:en|zh)\/(\w+)\.ts$/.exec(id)?.[1];
          if (catalog && catalog !== 'common' && catalog !== 'auth') return `catalog-${catalog}`;
          // The style panel loads after the maker's first frame (DeferredStylePanel.tsx). As a chunk
          // of Rollup's own, the merge above may move code the maker needs at once into it, and the
          // panel would load with the maker (and a panel that fails to arrive would break it).
          if (id.endsWith('/features/card-maker/StylePanel.tsx')) return 'StylePanel';
          return templateChunk(id, meta);
        },
      },
      onwarn(warning, warn) {
        // zod ships comments Rollup cannot place; harmless and not ours to fix.
        if (warning.code === 'INVALID_ANNOTATION' || isBundledTemplateNotice(warning)) return;
        warn(warning);
      },
    },
  },
});
