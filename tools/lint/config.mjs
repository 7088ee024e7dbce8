// The ESLint flat config, built by a function so the boundary test can build the same rules without the
// type-aware pass (which needs files on disk inside a tsconfig). eslint.config.mjs calls it with types on.
import { resolve } from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier/flat';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { allowList as knownViolations } from './allow-list.mjs';
import { apiZones, envReaders, root, testHelperZone, testOnlyFiles, webZones } from './architecture.mjs';

const isGlob = (path) => /[*?{}[\]!()]/.test(path);

/**
 * import-x wants a zone's `from` all globs or all plain paths (a plain path is a folder or a file and covers
 * what it contains), and `except` as absolute globs: a mixed zone becomes two.
 */
function normalize(zone) {
  const from = [zone.from].flat();
  const message = `[${zone.id}] ${zone.message}`;
  const except = zone.except ? { except: zone.except.map((path) => resolve(root, path)) } : {};
  return [from.filter(isGlob), from.filter((path) => !isGlob(path))]
    .filter((group) => group.length > 0)
    .map((group) => ({ target: zone.target, from: group, ...(isGlob(group[0]) ? except : {}), message }));
}

const restrictedPaths = (zones) => ['error', { basePath: root, zones: zones.flatMap(normalize) }];

// Libraries that cost an instance megabytes it may never need: loaded with import() where first used.
const heavyModulesOnFirstUse = {
  regex: '^(sharp|file-type|nodemailer|@aws-sdk/client-s3)$',
  allowTypeImports: true,
  message:
    '[heavy-modules-on-first-use] This library is loaded with import() where it is first needed, so that an instance that never uses it does not hold it (docs/live.md#memory).',
};

const apiRestrictedImports = {
  patterns: [
    heavyModulesOnFirstUse,
    {
      regex: '^drizzle-orm(/.*)?$',
      allowTypeImports: true,
      message:
        '[drizzle-only-in-repositories] Drizzle is called only in repositories and db/; use a repository method.',
    },
    {
      regex: '(^|/)db/schema(/.*)?$',
      allowTypeImports: true,
      message:
        '[drizzle-only-in-repositories] Tables are used only in repositories and db/ (import type is fine for row types).',
    },
  ],
};

const processEnv = [
  'error',
  {
    object: 'process',
    property: 'env',
    message: '[env-only-in-config] Read configuration from config/env.ts (ctx.env), parsed once at start-up.',
  },
];

const apiProduction = ['apps/api/src/**/*.ts'];
const drizzleHomes = ['apps/api/src/**/*.repository.ts', 'apps/api/src/db/**'];

/** The rule settings one file gets, minus what the allow-list exempts it from. */
function allowListBlocks(allowList) {
  return allowList.map((entry) => {
    const rules = {};
    if (entry.zones) {
      const zones = entry.file.startsWith('apps/web/') ? webZones : [...apiZones, testHelperZone];
      rules['import-x/no-restricted-paths'] = restrictedPaths(
        zones.filter((zone) => !entry.zones.some((id) => zone.id === id)),
      );
    }
    for (const rule of entry.rules ?? []) rules[rule] = 'off';
    return { name: `atria/allow-list ${entry.file}`, files: [entry.file], rules };
  });
}

/**
 * @param {{ typeAware: boolean, allowList?: typeof knownViolations }} options `typeAware` adds the rules that
 * need the TypeScript program; `allowList` (default: tools/lint/allow-list.mjs) exempts known violations.
 */
export function createConfig({ typeAware, allowList = knownViolations }) {
  return tseslint.config(
    {
      name: 'atria/ignores',
      ignores: [
        '**/node_modules/**',
        '**/dist/**',
        '**/.turbo/**',
        '**/.tanstack/**',
        'apps/web/src/route-tree.gen.ts',
        '.reports/**',
        'coverage/**',
        'apps/api/drizzle/**',
        'apps/web/e2e/.artifacts/**',
        'test-results/**',
        'playwright-report/**',
      ],
    },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      name: 'atria/base',
      languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
      plugins: { 'import-x': importX },
      settings: {
        // Without these import-x skips TypeScript files when it follows imports (no-cycle would see nothing).
        'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
        'import-x/resolver-next': [
          createTypeScriptImportResolver({
            project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
            alwaysTryTypes: true,
            noWarnOnMultipleProjects: true,
          }),
        ],
      },
      linterOptions: { reportUnusedDisableDirectives: 'error' },
      rules: {
        '@typescript-eslint/no-explicit-any': 'error',
        '@typescript-eslint/no-non-null-assertion': 'error',
        '@typescript-eslint/consistent-type-imports': [
          'error',
          { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
        ],
        '@typescript-eslint/no-unused-vars': [
          'error',
          { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
        ],
        // A lazy `import()` back to a module that imports it statically is how code is split (the menu's
        // dropdown, auth's bootstrap): it runs after both modules are loaded, so it is not counted as a cycle.
        'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
        'import-x/no-self-import': 'error',
        'import-x/no-duplicates': 'error',
      },
    },
    {
      name: 'atria/web',
      files: ['apps/web/src/**/*.{ts,tsx}'],
      languageOptions: { globals: { ...globals.browser } },
      plugins: { 'react-hooks': reactHooks },
      rules: {
        'react-hooks/rules-of-hooks': 'error',
        'react-hooks/exhaustive-deps': 'error',
      },
    },
    typeAware
      ? {
          name: 'atria/type-aware',
          files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
          languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
          rules: {
            '@typescript-eslint/no-floating-promises': 'error',
            '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
          },
        }
      : {},
    // Boundaries: production code of the API.
    {
      name: 'atria/api-boundaries',
      files: apiProduction,
      ignores: testOnlyFiles,
      rules: {
        'import-x/no-restricted-paths': restrictedPaths([...apiZones, testHelperZone]),
        '@typescript-eslint/no-restricted-imports': ['error', apiRestrictedImports],
      },
    },
    // Table definitions name each other in lazy foreign-key callbacks (`references(() => users.id)`): a cycle
    // between the schema files that never runs at import time, and the shape Drizzle expects.
    { name: 'atria/schema-cycle', files: ['apps/api/src/db/schema/**'], rules: { 'import-x/no-cycle': 'off' } },
    {
      name: 'atria/drizzle-homes',
      files: drizzleHomes,
      ignores: testOnlyFiles,
      rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [heavyModulesOnFirstUse] }] },
    },
    // Boundaries: production code of the web app and the contracts.
    {
      name: 'atria/web-boundaries',
      files: ['apps/web/src/**/*.{ts,tsx}'],
      ignores: testOnlyFiles,
      rules: { 'import-x/no-restricted-paths': restrictedPaths([...webZones, testHelperZone]) },
    },
    {
      name: 'atria/contracts-boundaries',
      files: ['packages/*/src/**/*.ts'],
      ignores: testOnlyFiles,
      rules: { 'import-x/no-restricted-paths': restrictedPaths([testHelperZone]) },
    },
    {
      name: 'atria/env-only-in-config',
      files: ['**/*.{ts,tsx,mjs}'],
      ignores: envReaders,
      rules: { 'no-restricted-properties': processEnv },
    },
    // Runs in the browser page (page.evaluate), not in Node.
    {
      name: 'atria/browser-snippets',
      files: ['scripts/screenshots.mjs'],
      languageOptions: { globals: { ...globals.browser } },
    },
    ...allowListBlocks(allowList),
    prettier,
  );
}
