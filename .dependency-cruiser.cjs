/** Import boundaries of ARCHITECTURE.md, checked by `npm run boundaries` (part of scripts/test). */
const { builtinModules } = require('node:module');
const nodeBuiltins = `^(node:|(${builtinModules.join('|')})$)`;

module.exports = {
  forbidden: [
    {
      name: 'module-only-through-index',
      comment: 'Another module (or any code outside it) reaches a module only through its index.ts.',
      severity: 'error',
      from: { pathNot: '^modules/' },
      to: {
        path: '^modules/([^/]+)/.+',
        pathNot: [
          '^modules/[^/]+/index\\.ts$',
          '^modules/[^/]+/http/index\\.ts$',
          '^modules/notifications/mails/index\\.ts$',
          '^modules/[^/]+/testing/index\\.ts$',
          '^modules/[^/]+/rules\\.ts$',
        ],
      },
    },
    {
      name: 'web-app-only-module-rules',
      comment:
        'The browser app takes from a module only its browser-safe rules file (`@tawzeef/<module>/rules`), never the index with its server code.',
      severity: 'error',
      from: { path: '^web/app/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^modules/', pathNot: '^modules/[^/]+/rules\\.ts$' },
    },
    {
      name: 'module-rules-browser-safe-builtins',
      comment: "A module's rules.ts runs in the browser too: nothing it reaches may use Node built-ins.",
      severity: 'error',
      from: { path: '^modules/[^/]+/rules\\.ts$' },
      to: { reachable: true, path: nodeBuiltins },
    },
    {
      name: 'module-internal-only',
      comment: 'Inside modules/, a file may reach another module only through its index.ts.',
      severity: 'error',
      from: { path: '^modules/([^/]+)/' },
      to: {
        path: '^modules/([^/]+)/.+',
        pathNot: [
          '^modules/$1/',
          '^modules/[^/]+/index\\.ts$',
          '^modules/[^/]+/http/index\\.ts$',
          '^modules/shared/testing/index\\.ts$',
        ],
      },
    },
    {
      name: 'modules-never-import-web',
      comment:
        "Module code never reaches web/. A router's HTTP tests are the exception: they drive the composed API (web/api/src/test-*.ts).",
      severity: 'error',
      from: { path: '^modules/', pathNot: '\\.(int|e2e)\\.test\\.ts$' },
      to: { path: '^web/' },
    },
    {
      name: 'workflows-no-node-builtins',
      comment: 'Workflow code runs in the deterministic Temporal sandbox.',
      severity: 'error',
      from: { path: '^workflows/.+/workflow\\.ts$|^workflows/workflows\\.ts$|^workflows/.+/messages\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'workflows-no-node-builtins-by-name',
      severity: 'error',
      from: { path: '^workflows/.+/workflow\\.ts$|^workflows/workflows\\.ts$|^workflows/.+/messages\\.ts$' },
      to: { path: nodeBuiltins },
    },
    {
      name: 'workflows-import-activities-as-types-only',
      severity: 'error',
      from: { path: '^workflows/.+/workflow\\.ts$|^workflows/workflows\\.ts$' },
      to: { path: 'activities\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'workflows-only-sandbox-safe-packages',
      comment:
        'Workflow files may import only @temporalio/workflow, sibling workflow, message and search-attribute files (which import only @temporalio packages) and type-only imports.',
      severity: 'error',
      from: { path: '^workflows/.+/workflow\\.ts$|^workflows/workflows\\.ts$' },
      to: {
        dependencyTypesNot: ['type-only'],
        pathNot: [
          '@temporalio/workflow',
          '^workflows/[^/]+/(workflow|messages|search-attributes)\\.ts$',
          '^workflows/workflows\\.ts$',
          '^node_modules/@temporalio/',
        ],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.data|\\.run)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js'],
    },
  },
};
