import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * A test-only page that mounts the shared renderer components with generated rows, for the
 * component end-to-end tests and the table benchmark. It is not part of the app's build.
 */
const root = import.meta.dirname;
export const harnessOutDir = resolve(root, '../../test-results/harness');

export default defineConfig({
  root,
  base: './',
  logLevel: 'warn',
  resolve: { alias: { '@shared': resolve(root, '../../src/shared') } },
  plugins: [react()],
  build: { outDir: harnessOutDir, emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: 4000 },
});
