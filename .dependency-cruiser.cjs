/**
 * The module graph as a rule (docs/decisions/0045-dependency-rules.md). A module is a folder under
 * backend/src/services/, backend/src/platform/ or frontend/src/features/ (a sub-folder is a module
 * too), or a package under packages/. Type-only imports count: a type is an arrow between modules
 * like any other. `npm run check:deps` runs it; `npm test` runs that first.
 */
const MODULE_ROOTS = '^(backend/src/(services|platform)|frontend/src/features|packages)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-module-cycles',
      comment: 'Calls point one way between modules: a folder never reaches back to a folder that reaches it.',
      severity: 'error',
      scope: 'folder',
      from: { path: MODULE_ROOTS },
      to: { path: MODULE_ROOTS, circular: true },
    },
    {
      name: 'no-file-cycles',
      comment: 'Files do not import each other in a loop, not even for types.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'platform-imports-no-service',
      comment: 'platform/ is the floor: the services, the simulation and the seed data are wired onto it in app.ts and main.ts.',
      severity: 'error',
      from: { path: '^backend/src/platform/' },
      to: { path: '^(backend/src/(services|sim)/|seed/|db/)' },
    },
    {
      name: 'services-import-no-simulation',
      comment: 'Services see the simulated world only through the ports main.ts wires; seed data loads through their functions.',
      severity: 'error',
      from: { path: '^backend/src/services/' },
      to: { path: '^(backend/src/sim/|seed/)' },
    },
    {
      name: 'contracts-import-no-app',
      comment: 'The contract package is what the portal and the backend agree on: it depends on neither.',
      severity: 'error',
      from: { path: '^packages/contracts/' },
      to: { path: '^(backend|frontend|seed|db|e2e|packages/ui)/' },
    },
    {
      name: 'ui-imports-no-app',
      comment: 'The UI package serves the portal and the back-office; it knows neither.',
      severity: 'error',
      from: { path: '^packages/ui/' },
      to: { path: '^(backend|frontend|seed|db|e2e)/' },
    },
    {
      name: 'features-import-no-feature',
      comment: 'A portal feature stands alone; what two features use lives in frontend/src/shared/, and app/ puts features together.',
      severity: 'error',
      from: { path: '^frontend/src/features/([^/]+)/' },
      to: { path: '^frontend/src/features/([^/]+)/', pathNot: '^frontend/src/features/$1/' },
    },
    {
      name: 'portal-and-backoffice-share-through-packages',
      comment: 'The portal and the back-office share code only through a package (@mflow/ui, @mflow/contracts).',
      severity: 'error',
      from: { path: '^frontend/backoffice/' },
      to: { path: '^frontend/src/' },
    },
    {
      name: 'portal-imports-no-backoffice',
      severity: 'error',
      from: { path: '^frontend/src/' },
      to: { path: '^frontend/backoffice/' },
    },
    {
      name: 'frontend-and-backend-meet-in-contracts',
      comment: 'The portal and the backend share code only through @mflow/contracts.',
      severity: 'error',
      from: { path: '^frontend/' },
      to: { path: '^(backend|seed|db)/' },
    },
    {
      name: 'backend-imports-no-frontend',
      severity: 'error',
      from: { path: '^(backend|seed|db)/' },
      to: { path: '^(frontend|packages/ui)/' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    // Tests sit beside the code and build the whole app (test-app.ts imports app.ts): they are the
    // graph's users, not part of it. e2e and the fixtures likewise.
    exclude: {
      path: [
        '(^|/)(node_modules|dist|dist-backoffice|test-results|reports|fixtures)/',
        '\\.test\\.tsx?$',
        '^backend/src/test/',
        '^e2e/',
        '\\.fixtures/',
      ],
    },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: {
      archi: {
        collapsePattern:
          '^(backend/src/(services|platform)/[^/]+|frontend/src/features/[^/]+|frontend/src/[^/]+|frontend/backoffice/src/[^/]+|packages/[^/]+|backend/src/sim|seed|db|e2e|bench|scripts)',
      },
    },
  },
};
