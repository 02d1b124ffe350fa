/**
 * Which folder may import which: the roles of the code, on top of the runtime fences in
 * eslint.config.js. `npm run lint` runs it after ESLint.
 */
const workspaces = '^src/renderer/src/workspaces/';
const services = '^src/main/services/';

/** An import that fails `npm run lint`, with the reason printed next to it. */
const forbid = (name, comment, from, to) => ({ name, severity: 'error', comment, from, to });

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    forbid('no-circular', 'An import circle makes load order decide behaviour: put what both sides need in a module of its own.', {}, { circular: true }),
    forbid(
      'workspace-to-other-workspace',
      'A workspace never imports another workspace: move what both use to components/.',
      { path: `${workspaces}([^/]+)/` },
      { path: `${workspaces}[^/]+/`, pathNot: `${workspaces}$1/` },
    ),
    forbid(
      'components-to-workspaces-or-shell',
      'components/ is shared by every workspace and the shell: it imports neither.',
      { path: '^src/renderer/src/components/' },
      { path: '^src/renderer/src/(workspaces|shell)/' },
    ),
    forbid('erp-to-services', 'The ERP client knows the ERP, not the workspaces built on it.', { path: '^src/main/erp/' }, { path: services }),
    forbid(
      'service-area-to-other-area',
      'A service area never imports another one: shared service code lives in services/shared/.',
      { path: `${services}([^/]+)/` },
      { path: `${services}[^/]+/`, pathNot: `${services}($1|shared)/` },
    ),
    forbid(
      'shared-through-alias',
      "Import src/shared through '@shared/...', never by a relative path.",
      { path: '^src/', pathNot: '^src/shared/' },
      { path: '^src/shared/', dependencyTypesNot: ['aliased-tsconfig'] },
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(out|dist|node_modules)/' },
    // Type-only imports count: a circle of types is still a circle to untangle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
  },
};
