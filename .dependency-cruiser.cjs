/**
 * The direction of imports (STYLE.md): apps depend on packages, never the
 * other way round; apps never import each other; features of the web app do
 * not reach into each other; no cycles.
 */
module.exports = {
  forbidden: [
    { name: 'no-cycles', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'domain-is-pure',
      comment: 'packages/domain holds rules only: no I/O, no framework, no other workspace (zod schemas of content are rules, so zod is allowed).',
      severity: 'error',
      from: { path: '^packages/domain' },
      to: { path: ['^apps', '^packages/contracts', 'node_modules/(fastify|pg|@electric-sql|react|react-dom)', '^(fs|node:fs|net|node:net|http|node:http|child_process|node:child_process)$'] },
    },
    {
      name: 'contracts-only-shapes',
      severity: 'error',
      from: { path: '^packages/contracts' },
      to: { path: ['^apps', 'node_modules/(fastify|pg|@electric-sql|react)'] },
    },
    { name: 'api-not-web', severity: 'error', from: { path: '^apps/api' }, to: { path: '^apps/web' } },
    { name: 'web-not-api', severity: 'error', from: { path: '^apps/web' }, to: { path: '^apps/api' } },
    {
      name: 'web-no-cross-feature',
      comment: 'A feature may use shared code and its own files, not another feature’s internals.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: ['^apps/web/src/features/$1/'] },
    },
    {
      name: 'no-orphans',
      severity: 'warn',
      from: { orphan: true, pathNot: ['(^|/)src/test/setup\\.ts$', '\\.d\\.ts$', '(^|/)tsconfig\\.json$', '\\.(test|integration\\.test)\\.tsx?$', 'vite\\.config\\.ts$', 'vitest\\.config\\.ts$', '^apps/web/public/'] },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['dist', 'node_modules'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
