// Import boundaries of docs/architecture.md, checked by `npm run lint` (dependency-cruiser resolves
// each import to a file, so a relative path or the web's `@/` alias cannot slip past a rule).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'contract-stands-alone',
      comment: 'The contract is shared by server and browser: zod only, no Node, no React, nothing of ours.',
      severity: 'error',
      from: { path: '^packages/contract/src/' },
      to: { pathNot: ['^packages/contract/src/', 'node_modules/zod/'] },
    },
    {
      name: 'routes-never-touch-the-database',
      comment: 'A route validates and calls one service; SQL lives in repositories.',
      severity: 'error',
      from: { path: '\\.routes\\.ts$' },
      to: { path: ['^apps/server/src/db/', '\\.repo\\.ts$', 'node_modules/(drizzle-orm|pg|@electric-sql/pglite)/'] },
    },
    {
      name: 'repositories-never-import-services',
      comment: 'Repositories answer questions in SQL; rules and permissions sit above them in services.',
      severity: 'error',
      from: { path: '\\.repo\\.ts$' },
      to: { path: '\\.service\\.ts$' },
    },
    {
      name: 'modules-publish-through-services-and-reads',
      comment:
        'A module reaches another only through what that module publishes: its services and its <module>.reads.ts, never its repositories (tests may read any table to check what landed).',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/modules/[^/]+/[^/]+\\.repo\\.ts$', pathNot: '^apps/server/src/modules/$1/' },
    },
    {
      name: 'realtime-knows-no-domain',
      comment: 'The STOMP/SockJS transport serves any module; modules register their destinations with it.',
      severity: 'error',
      from: { path: '^apps/server/src/realtime/' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'web-feature-stays-in-its-folder',
      comment: 'A feature never imports another feature: compose in app/routes, or promote the piece to components/ui or lib.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-code-knows-no-feature',
      comment: 'components/ui and lib are used by features, so they cannot depend on one.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'imports-resolve',
      comment: 'An import the checker cannot resolve would escape every rule above (an alias it does not know).',
      severity: 'error',
      from: { path: '^(apps|packages)/' },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|dist-ssr|artifacts|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: require('node:path').join(__dirname, 'apps/web/tsconfig.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
