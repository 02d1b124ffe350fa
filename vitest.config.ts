import { defineConfig } from 'vitest/config';
import { resolve } from 'node:path';

export default defineConfig({
  resolve: { alias: { '@shared': resolve(import.meta.dirname, 'src/shared') } },
  test: {
    include: ['test/unit/**/*.test.ts', 'test/integration/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Vitest's default keeps one core free (cores − 1), which on a two-core machine runs the files
    // one after another (170 s); with every core the same files take 122 s.
    maxWorkers: '100%',
    // Files share their worker's module cache: importing the sandbox, undici and zod once per
    // worker instead of once per file halves the run. Every file starts its own sandboxes and
    // data folders, and state that must not leak (journals, offered operations) is per instance.
    isolate: false,
    reporters: process.env.QM_VITEST_JSON ? ['default', ['json', { outputFile: process.env.QM_VITEST_JSON }]] : ['default'],
  },
});
