import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// One shipped artefact: dist/sport-widgets.js (the loader, an ES module) with hashed chunks beside it.
export default defineConfig({
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    sourcemap: false,
    lib: {
      entry: 'elements/loader.ts',
      formats: ['es'],
      fileName: () => 'sport-widgets.js',
    },
    rollupOptions: {
      // Library mode leaves whitespace in ES output; minify the whole chunk (no pure annotations are needed downstream).
      output: { chunkFileNames: 'chunks/[name]-[hash].js', assetFileNames: 'assets/[name]-[hash][extname]', minify: true },
    },
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    restoreMocks: true,
  },
});
