import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { contentSecurityPolicy, withMetaPolicy } from './src/main/security-policy';

const alias = { '@shared': resolve(__dirname, 'src/shared') };

/** The page's CSP meta is the very policy the Electron window sends as a header (one source). */
const contentSecurityPolicyMeta: Plugin = {
  name: 'qm-content-security-policy-meta',
  transformIndexHtml: (html) => withMetaPolicy(html, contentSecurityPolicy({ connectSelf: false })),
};

export default defineConfig({
  main: {
    resolve: { alias },
    build: {
      rollupOptions: {
        input: { index: resolve(__dirname, 'src/main/index.ts') },
        // Native and server-side packages stay external and load from node_modules; node:sqlite is
        // Electron's own (row 310), named here because only newer Node lists it among the built-ins.
        external: ['keytar', 'electron', 'node:sqlite'],
      },
    },
  },
  preload: {
    resolve: { alias },
    build: {
      // A sandboxed preload can require only 'electron': bundle everything else into one CJS file.
      externalizeDeps: false,
      rollupOptions: {
        input: { index: resolve(__dirname, 'src/preload/index.ts') },
        external: ['electron'],
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(__dirname, 'src/renderer'),
    resolve: { alias },
    plugins: [react(), contentSecurityPolicyMeta],
    build: {
      // The manifest maps each chunk to what it imports: the bench and the size test read the first screen's share from it.
      manifest: true,
      // Minified: the first screen's JavaScript is what the window waits for.
      minify: true,
      rollupOptions: {
        input: { index: resolve(__dirname, 'src/renderer/index.html') },
        // The bench's baseline: the same renderer as one chunk (every workspace loaded at start).
        output: process.env.QM_RENDERER_SINGLE_CHUNK ? { codeSplitting: false } : {},
      },
    },
  },
});
