/**
 * The direction of imports (docs/architecture.md): apps depend on packages,
 * never the other way round; apps never import each other; the API's areas
 * and the web app's features form no cycle, even as folders; each area of the
 * API imports only the areas its line of `apiAreaImports` names; features of
 * the web app do not reach into each other, and its shared folders never
 * reach into a feature; the database layer knows no feature area; benches,
 * tools and browser tests reach the apps through a few named entry points.
 *
 * Unit and integration tests are left out of the cruise, and the test helpers
 * they share (src/test/, fixtures) are not followed: a test imports whatever
 * it exercises (and the test app imports every area), so their edges say
 * nothing about the structure of the product's code. A bench or browser test
 * that uses a helper is still seen using it.
 */

/** Folders and files of apps/api/src that every area may import: infrastructure, no domain rules. */
const apiShared = ['db', 'http', 'i18n', 'mail', 'jobs', 'test', 'config.ts', 'paths.ts', 'on-first-use.ts'];

/**
 * The other areas each folder of apps/api/src may import, besides its own files and `apiShared`.
 * Areas follow the domain and own their tables: another area goes through the owner's repository
 * or use case, and a new edge between areas is a decision to make here, in review, rather than an
 * import that slips in. A folder missing from this table may import only `apiShared`; `app.ts`
 * and `main.ts` compose everything and are not listed.
 */
const apiAreaImports = {
  accounts: ['auth', 'contexts', 'users'],
  admin: ['accounts', 'contexts', 'users'],
  // The secret's keys: signed links (files/), mails' unsubscribe tokens (notifications/).
  auth: ['files', 'notifications', 'users'],
  // A feed reads its dates through the areas that own them, its token made as accounts/ makes secrets.
  calendar: ['accounts', 'classes', 'contexts', 'due-dates', 'trainer'],
  // A certificate earned is also a credential (credentials/ issues it).
  // An attestation reads the roster's figures through the trainer space's rule and access, the course
  // nodes (dashboard/), prints as a certificate does (certificates/: its tagged PDF, the tenant's images)
  // and travels by signed link (files/); an evidence pack is kept as an upload (files/) and its
  // requester told when it is ready (notifications/).
  attestations: ['certificates', 'contexts', 'dashboard', 'files', 'notifications', 'trainer'],
  certificates: ['contexts', 'credentials', 'dashboard', 'files'],
  classes: ['admin', 'dashboard', 'lessons', 'notifications', 'users'],
  // cli/ (commands) and seed/ (the demo data) are entry points: they call areas' use cases.
  cli: ['content', 'xapi'],
  contact: ['contexts', 'messages', 'users'],
  content: ['admin', 'files', 'lessons'],
  contexts: [],
  // A SCORM page's SCO as its learner left it (scorm/).
  correction: ['lessons', 'scorm'],
  // The installation's sealing key as auth/ keeps secrets; a revocation is audited (admin/) and told
  // (notify); the badges a learner earned are where the levels (dashboard/) stand.
  credentials: ['admin', 'auth', 'contexts', 'dashboard', 'notifications'],
  dashboard: [],
  'due-dates': ['admin', 'classes', 'notifications', 'time-accommodations', 'users'],
  enrolment: ['accounts', 'admin', 'contexts', 'lessons', 'notifications', 'users'],
  files: ['contexts', 'resources', 'users'],
  health: [],
  'invitation-codes': ['admin', 'classes'],
  lessons: ['dashboard', 'notifications'],
  logbook: [],
  // Threads and class messages: a class's learners and views through the trainer space's roster and access rules.
  messages: ['contexts', 'dashboard', 'notifications', 'trainer', 'users'],
  // A mail is written in its tenant's branding, on its configured origin.
  notifications: ['contexts'],
  // A person's data in every area that keeps some, read for their archive and emptied by their erasure
  // through each area's repository; the admins' reach (admin/, user-management/); the current password
  // as accounts/ checks it; the archive's signed link (files/); the credentials signed again.
  privacy: [
    'accounts',
    'admin',
    'auth',
    'calendar',
    'classes',
    'content',
    'contexts',
    'credentials',
    'files',
    'lessons',
    'logbook',
    'messages',
    'notifications',
    'reviews',
    'scorm',
    'user-management',
    'users',
    'xapi',
  ],
  resources: ['logbook', 'reviews'],
  // The reminder pass reads courses and due dates in its own query; it tells through notify.
  reminders: ['notifications'],
  reviews: [],
  // A SCO's session: its page (lessons/), its learner (users/), its statements in the LRS (xapi/).
  scorm: ['lessons', 'users', 'xapi'],
  seed: ['auth', 'content', 'contexts', 'files', 'lessons'],
  'time-accommodations': [],
  trainer: ['dashboard', 'lessons', 'logbook', 'notifications', 'users'],
  'user-management': ['accounts', 'admin', 'auth', 'contexts', 'enrolment', 'users'],
  users: [],
  // A shared credential's page carries its link preview (credentials/).
  'web-app': ['contexts', 'credentials'],
  xapi: ['admin', 'lessons', 'users'],
  // The shared folders import one another, and no area but these.
  db: [],
  http: [],
  i18n: [],
  jobs: [],
  // A mail speaks its tenant's locale: mail-locale.ts takes the tenant as contexts/ declares it.
  mail: ['contexts'],
  'config.ts': [],
  'paths.ts': [],
  'on-first-use.ts': [],
};

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The pattern of a folder (`lessons` → everything under it) or a file (`config.ts`) of apps/api/src. */
const apiPath = (name) => `^apps/api/src/${escape(name)}${name.endsWith('.ts') ? '$' : '/'}`;

function apiAreaRules(table) {
  const listed = Object.keys(table);
  return [
    ...Object.entries(table).map(([area, allowed]) => ({
      name: `api-area-${area}`,
      comment: `apps/api/src/${area} imports only ${allowed.length ? allowed.join(', ') + ' and ' : ''}the shared folders (apiAreaImports).`,
      severity: 'error',
      from: { path: apiPath(area) },
      to: { path: '^apps/api/src/', pathNot: [area, ...allowed, ...apiShared].map(apiPath) },
    })),
    {
      name: 'api-area-unlisted',
      comment: 'A folder of apps/api/src missing from apiAreaImports imports only the shared folders: give it its line there.',
      severity: 'error',
      from: { path: '^apps/api/src/([^/]+)/', pathNot: listed.map(apiPath) },
      to: { path: '^apps/api/src/', pathNot: ['^apps/api/src/$1/', ...apiShared.map(apiPath)] },
    },
  ];
}

/**
 * What the benches, tools and browser tests may import from the apps besides `packages/*` (public
 * to all), each entry with its reason. Benches build the API (app.ts, config.ts), open, migrate and
 * seed its database and use its test helpers; tools and browser tests import no product code but
 * the few modules named here.
 */
const outsideEntryPoints = {
  bench: {
    'apps/api/src/app.ts': 'the API, built as main.ts builds it',
    'apps/api/src/config.ts': 'its configuration',
    'apps/api/src/db/': 'its database: open, migrate, query, maintain',
    'apps/api/src/seed/seed.ts': 'the demo data every bench starts from',
    'apps/api/src/test/': "the API's test helpers (scratch databases, the test course, zip files)",
    'apps/api/src/auth/passwords.ts': 'benches write their users into the database, hashed as sign-in checks them (as seed does)',
    'apps/api/src/lessons/provision-lessons.ts': "a bench class's lessons are provisioned by the code an enrolment runs",
    'apps/api/src/due-dates/due-notices.ts': "follow-up.bench queues the day's due-date pass as every process queues it",
    'apps/api/src/jobs/job-queue.ts': "and reads when the pass's jobs ran in the queue's schema",
    'apps/api/src/lessons/lesson-pages-repository.ts': 'table-maintenance.bench times the answer write itself',
    'apps/api/src/lessons/lesson-page-rows.ts': 'and reads the pages back as that repository maps them',
    'apps/api/src/http/rate-limit-store.ts': 'table-maintenance.bench fills and purges the rate-limit counters',
  },
  tools: {
    'apps/api/src/content/read-content-package.ts': "the stand-in back-office lists the content packages as the API's import reads them",
    'apps/api/src/content/content-package-schema.ts': 'their blocks and nodes, typed there',
    'apps/api/src/content/content-package-checks.ts': "a block's body, taken as the import's checks take it",
    'apps/api/src/content/references.ts': 'and swaps their references for stored ids as the importer does',
  },
  e2e: {
    // Browser tests drive the app through the browser and HTTP only: no API or web module.
    'apps/api/src/test/read-mail.ts': 'reads the mails the SMTP peer kept (mailparser only, no API code)',
    'apps/api/src/test/zip-writer.ts': 'writes content packages to upload (node:zlib only, no API code)',
    'apps/api/src/test/pdf-text.ts': "reads a downloaded PDF's text (pdfjs-dist only, no API code)",
    'tools/backoffice/standin.ts': 'the stand-in back-office that frames the embedded screens, started as a peer',
    'tools/screens/screen-tour.ts': 'the tour of every screen, which the layout test walks and `npm run screens` photographs',
    'bench/web-first-visit.ts': "a learner's first visit in bytes, which bench:web:lessons prints and first-visit-bytes.spec holds to its goal",
  },
};

const entryPath = (path) => `^${escape(path)}${path.endsWith('/') ? '' : '$'}`;

function outsideRules(table) {
  return Object.entries(table).map(([folder, entries]) => ({
    name: `${folder}-through-entry-points`,
    comment: `${folder}/ imports from the apps, and from bench/, tools/ and e2e/, only what outsideEntryPoints.${folder} names.`,
    severity: 'error',
    from: { path: `^${folder}/` },
    to: {
      path: '^(apps|bench|tools|e2e)/',
      pathNot: [`^${folder}/`, ...Object.keys(entries).map(entryPath)],
    },
  }));
}

module.exports = {
  forbidden: [
    { name: 'no-cycles', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'no-folder-cycles',
      comment: "The API's areas (apps/api/src/<area>), the web app's features and its top folders depend on each other one way only.",
      severity: 'error',
      scope: 'folder',
      from: { path: ['^apps/api/src/[^/]+$', '^apps/web/src/[^/]+$', '^apps/web/src/features/[^/]+$', '^packages/[^/]+/src/[^/]+$'] },
      to: { circular: true },
    },
    {
      name: 'db-knows-no-area',
      comment: 'apps/api/src/db is the database layer every area uses; it imports none of them.',
      severity: 'error',
      from: { path: '^apps/api/src/db/' },
      to: { path: '^apps/api/src/', pathNot: ['^apps/api/src/db/', '^apps/api/src/(config|paths)\\.ts$'] },
    },
    ...apiAreaRules(apiAreaImports),
    {
      name: 'domain-is-pure',
      comment: 'packages/domain holds rules only: no I/O, no framework, no other workspace (zod schemas of content are rules, so zod is allowed).',
      severity: 'error',
      from: { path: '^packages/domain' },
      to: {
        path: [
          '^apps',
          '^packages/contracts',
          'node_modules/(fastify|pg|@electric-sql|react|react-dom)',
          '^(fs|node:fs|net|node:net|http|node:http|child_process|node:child_process)$',
        ],
      },
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
      name: 'product-not-tooling',
      comment: "The apps' and packages' code imports no bench, tool or browser test.",
      severity: 'error',
      from: { path: '^(apps|packages)/[^/]+/src/' },
      to: { path: '^(bench|tools|e2e)/' },
    },
    ...outsideRules(outsideEntryPoints),
    {
      name: 'web-no-cross-feature',
      comment: 'A feature may use shared code and its own files, not another feature’s internals.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: ['^apps/web/src/features/$1/'] },
    },
    {
      name: 'web-shared-not-features',
      comment: 'Shared code of the web app (components/, lib/) is used by features, never the other way round (bulletproof-react).',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'no-orphans',
      comment:
        "Every module has a caller: dead code goes. Files the browser loads as they are (the web app's public files, the scripts put into activity pages, the stand-in back-office's scripts, the browser tests' activities) are read, not imported.",
      severity: 'error',
      from: {
        orphan: true,
        pathNot: [
          '(^|/)src/test/setup\\.ts$',
          '\\.d\\.m?ts$',
          '(^|/)tsconfig\\.json$',
          '\\.(test|integration\\.test)\\.tsx?$',
          'vite\\.config\\.ts$',
          'vitest\\.config\\.ts$',
          '^apps/web/public/',
          '^apps/api/src/files/activity-scripts/',
          '^tools/backoffice/[^/]+\\.js$',
          '^e2e/.+/activities/',
        ],
      },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules', '(^|/)src/test/', '\\.fixtures?\\.tsx?$'] },
    exclude: { path: ['dist', 'node_modules', '\\.(test|integration\\.test)\\.tsx?$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
