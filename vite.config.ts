import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The site build. Brand bundles are built separately by tools/brand (dist/brands); the site server
// (server/site) serves dist/site and writes the boot config into index.html.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/site',
    emptyOutDir: true,
    // Maps are written for error reporting but not referenced from the scripts; the site server never
    // serves *.map (server/site/main.ts), so the sources are not published.
    sourcemap: 'hidden',
    target: 'es2022',
    chunkSizeWarningLimit: 800,
  },
});
