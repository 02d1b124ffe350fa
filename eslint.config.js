import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Runtime fences: which code may import Electron, Node built-ins or another runtime's folder.
 * The roles (which folder may import which, and no import circles) are in .dependency-cruiser.cjs.
 */

/** Files allowed to import Electron: the thin shell. Everything else in main is plain Node. */
const electronAdapters = ['src/main/index.ts', 'src/main/window.ts', 'src/main/hosts/electron-ipc.ts', 'src/main/hosts/electron-print.ts', 'src/preload/**'];

const nodeBuiltins = ['node:*', 'fs', 'path', 'os', 'child_process', 'crypto', 'http', 'https', 'net'];

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'bench-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { paths: [{ name: 'electron', message: 'Only the Electron adapter files may import electron.' }] }],
    },
  },
  { files: electronAdapters, rules: { 'no-restricted-imports': 'off' } },
  {
    // Settings from the environment are read at the entry points (index.ts, browser-main.ts) and passed in as options.
    files: ['src/main/services/**/*.ts', 'src/main/erp/**/*.ts', 'src/main/store/**/*.ts', 'src/main/connection/**/*.ts', 'src/main/vault/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read the environment at the entry point (src/main/index.ts, browser-main.ts) and pass an option.' },
      ],
    },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'electron', message: 'The renderer talks to main only through window.api.' },
            {
              name: '@tabler/icons-react',
              allowTypeImports: true,
              message: "Import each icon from its own file ('@tabler/icons-react/dist/esm/icons/IconX.mjs') so no chunk pulls in the whole set.",
            },
          ],
          patterns: [
            { group: nodeBuiltins, message: 'The renderer runs in a sandboxed page: no Node modules.' },
            { group: ['**/main/**', '**/sandbox/**', '**/preload/**'], message: 'The renderer may import only src/shared and its own files.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'src/shared runs everywhere: no Electron.' }],
          patterns: [
            { group: nodeBuiltins, message: 'src/shared runs in the renderer too: no Node modules.' },
            { group: ['**/main/**', '**/renderer/**', '**/sandbox/**'], message: 'src/shared imports nothing outside itself.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/sandbox/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'The sandbox is a plain server.' }],
          patterns: [{ group: ['**/main/**', '**/renderer/**'], message: 'The sandbox stands for the ERP: it shares no code with the app.' }],
        },
      ],
    },
  },
);
