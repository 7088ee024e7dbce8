// The architecture, as import rules. Each zone says which files (`target`) may not import which (`from`);
// paths are relative to the repository root. See docs/architecture.md#boundaries-and-lint.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));

const api = 'apps/api/src';
const web = 'apps/web/src';

/**
 * Files that only tests run: the test suites themselves, their helpers and fixtures, and the harnesses that
 * drive a built app from outside (security matrix and fuzzers, chaos, benchmark seeding). Production code may
 * not import them; they may import anything.
 */
export const testOnlyFiles = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/*.test-helpers.ts',
  '**/*.fixture.ts',
  '**/__tests__/**',
  `${api}/test/**`,
  `${api}/security/**`,
  `${api}/chaos/**`,
  `${api}/bench/**`,
  'apps/web/e2e/**',
];

/** Entry points and tooling that may read `process.env` besides the API's config module. */
export const envReaders = [
  ...testOnlyFiles,
  `${api}/config/env.ts`,
  '**/*.config.ts',
  '**/*.mjs',
  'scripts/**',
  'bench/**',
  // Runnable examples of a package (e.g. packages/client/examples): command-line entry points, like scripts/.
  'packages/*/examples/**',
];

const moduleFile = (role) => `${api}/modules/**/*.${role}.ts`;

/** API layers: config, lib and db at the bottom; repositories, policies, mappers; services; routes, plugins, app. */
export const apiZones = [
  {
    id: 'api-foundation-stays-down',
    // Command-line entry points (db/*-cli.ts) sit on top, like server.ts: they may build the app.
    target: [`${api}/db/**/!(*-cli).ts`, `${api}/lib`, `${api}/config`, `${api}/errors.ts`],
    from: [
      `${api}/modules`,
      `${api}/plugins`,
      `${api}/realtime`,
      `${api}/app.ts`,
      `${api}/server.ts`,
      `${api}/context.ts`,
    ],
    message: 'db/, lib/ and config/ sit below the modules: move the shared code down (lib/) instead of importing up.',
  },
  {
    id: 'api-context-stays-down',
    target: `${api}/context.ts`,
    from: [`${api}/modules`, `${api}/plugins`, `${api}/realtime`, `${api}/app.ts`],
    message: 'context.ts describes what services are built from: it may only name types from lib/, db/ and config/.',
  },
  {
    id: 'api-repository-below-services',
    target: moduleFile('repository'),
    from: [
      moduleFile('service'),
      moduleFile('routes'),
      moduleFile('policy'),
      moduleFile('mapper'),
      `${api}/plugins`,
      `${api}/realtime`,
    ],
    message:
      'Repositories are the bottom of a module: they may not import services, routes, policies, mappers or plugins.',
  },
  {
    id: 'api-policy-is-pure',
    target: moduleFile('policy'),
    from: [
      `${api}/db`,
      moduleFile('repository'),
      moduleFile('service'),
      moduleFile('routes'),
      `${api}/plugins`,
      `${api}/realtime`,
    ],
    message: 'Policies are pure functions of their arguments: no database, services or routes.',
  },
  {
    id: 'api-mapper-below-services',
    target: moduleFile('mapper'),
    from: [moduleFile('service'), moduleFile('routes'), `${api}/plugins`, `${api}/realtime`],
    message: 'Mappers turn rows into contract objects: they may not import services, routes or plugins.',
  },
  {
    id: 'api-services-below-routes',
    target: `${api}/modules/**/!(*.routes).ts`,
    from: [moduleFile('routes'), `${api}/realtime`, `${api}/app.ts`, `${api}/server.ts`],
    message:
      'Only routes sit above services: a service, repository or helper may not import routes, realtime or the app.',
  },
  {
    id: 'api-routes-call-services',
    target: [moduleFile('routes'), `${api}/realtime`],
    from: [moduleFile('repository'), `${api}/db`],
    message: 'Routes and socket handlers call services: no repository or database code of their own.',
  },
  {
    id: 'api-plugins-below-app',
    target: [`${api}/plugins`, `${api}/realtime`],
    from: [moduleFile('routes'), `${api}/app.ts`, `${api}/server.ts`],
    message: 'Plugins and realtime are registered by the app: they may not import it or the route plugins.',
  },
];

const features = readdirSync(new URL(`../../${web}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** Web layers: lib at the bottom, components (ui, layout), features, routes on top. */
export const webZones = [
  {
    id: 'web-lib-stays-down',
    target: `${web}/lib`,
    from: [`${web}/components`, `${web}/features`, `${web}/routes`],
    message: 'lib/ is the bottom of the web app: it may not import components, features or routes.',
  },
  {
    id: 'web-components-below-features',
    target: `${web}/components`,
    from: [`${web}/features`, `${web}/routes`],
    message:
      'components/ (ui, layout) are shared primitives: they may not import features or routes; pass what they need as props.',
  },
  {
    id: 'web-features-below-routes',
    target: `${web}/features`,
    from: [`${web}/routes`, `${web}/router.tsx`, `${web}/main.tsx`],
    message: 'Features may not import route files: the routes compose features, not the other way round.',
  },
  // One zone per feature: another feature reaches it only through its public entry, features/<name>/index.ts.
  ...features.map((name) => ({
    id: `web-feature-entry:${name}`,
    target: `${web}/features/!(${name})/**`,
    from: `${web}/features/${name}/**`,
    except: [`${web}/features/${name}/index.{ts,tsx}`],
    message: `Import the ${name} feature through its public entry, features/${name}/index.ts.`,
  })),
];

/** Production code may not import test-only files. */
export const testHelperZone = {
  id: 'no-test-helpers-in-production',
  target: ['apps/*/src/**', 'packages/*/src/**'],
  from: testOnlyFiles
    .filter((glob) => !glob.startsWith('**/__tests__'))
    .map((glob) => (glob.startsWith('**/') ? `{apps,packages}/*/src/${glob}` : glob)),
  message: 'Production code may not import test helpers: they live in src/test/, *.test-helpers.ts or *.fixture.ts.',
};
