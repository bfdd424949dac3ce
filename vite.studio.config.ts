import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The operator studio's build (studio.html, src/studio/app): a build of its own into dist/studio, served at /studio
// by the site server (server/studio/page.ts). Players' pages (vite.config.ts, dist/site) never load any of it, so the
// first-paint budget (npm run size) and bench:web do not change.
export default defineConfig({
  plugins: [react()],
  base: '/studio/',
  // The site's public files (public/) are the site's: the studio has none.
  publicDir: false,
  build: {
    outDir: 'dist/studio',
    emptyOutDir: true,
    sourcemap: 'hidden',
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
    rolldownOptions: { input: 'studio.html' },
  },
});
