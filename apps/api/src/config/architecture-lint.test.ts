import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult, type IFlattenedRuleSet } from 'dependency-cruiser';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The boundary rules of tools/lint (docs/architecture.md#boundaries-and-lint) must catch what they are for:
 * each case lints a snippet as if it were the named file, with the repository's own config (less the
 * type-aware pass, which needs the file on disk), and expects the rule's tag in a message, or no message at all.
 */
const root = fileURLToPath(new URL('../../../../', import.meta.url));

interface AllowListEntry {
  file: string;
  zones?: string[];
  rules?: string[];
}
interface LintModule {
  createConfig(options: { typeAware: boolean; allowList?: AllowListEntry[] }): Linter.Config[];
}
interface AllowListModule {
  allowList: AllowListEntry[];
}

// Loaded by URL at run time: plain JavaScript modules outside this package's TypeScript project.
const load = async <T>(path: string): Promise<T> => (await import(new URL(path, `file://${root}`).href)) as T;

let lintModule: LintModule;
let allowList: AllowListEntry[];
let eslint: ESLint;

async function lint(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

beforeAll(async () => {
  lintModule = await load<LintModule>('tools/lint/config.mjs');
  allowList = (await load<AllowListModule>('tools/lint/allow-list.mjs')).allowList;
  eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    baseConfig: lintModule.createConfig({ typeAware: false }),
  });
});

const service = 'apps/api/src/modules/events/events.service.ts';

const violations: { name: string; file: string; code: string; tag: string }[] = [
  {
    name: 'Drizzle called in a service',
    file: service,
    code: "import { eq } from 'drizzle-orm';\nexport const byId = eq;\n",
    tag: '[drizzle-only-in-repositories]',
  },
  {
    name: 'a table imported as a value in a mapper',
    file: 'apps/api/src/modules/events/events.mapper.ts',
    code: "import { events } from '../../db/schema';\nexport const table = events;\n",
    tag: '[drizzle-only-in-repositories]',
  },
  {
    name: 'sharp imported up front in a service',
    file: 'apps/api/src/modules/media/media.service.ts',
    code: "import sharp from 'sharp';\nexport const resize = sharp;\n",
    tag: '[heavy-modules-on-first-use]',
  },
  {
    name: 'the AWS SDK imported up front',
    file: 'apps/api/src/modules/media/storage.ts',
    code: "import { S3Client } from '@aws-sdk/client-s3';\nexport const Client = S3Client;\n",
    tag: '[heavy-modules-on-first-use]',
  },
  {
    name: 'process.env read in a module',
    file: service,
    code: 'export const port = process.env.PORT;\n',
    tag: '[env-only-in-config]',
  },
  {
    name: 'process.env read in a web component',
    file: 'apps/web/src/components/ui/button.tsx',
    code: 'export const mode = process.env.NODE_ENV;\n',
    tag: '[env-only-in-config]',
  },
  {
    name: 'a shared component importing a feature',
    file: 'apps/web/src/components/ui/button.tsx',
    code: "import { MessageButton } from '../../features/chat';\nexport const Action = MessageButton;\n",
    tag: '[web-components-below-features]',
  },
  {
    name: 'a feature reaching into another feature past its public entry',
    file: 'apps/web/src/features/events/new-file.ts',
    code: "import { MessageButton } from '../chat/components/message-button';\nexport const Action = MessageButton;\n",
    tag: '[web-feature-entry:chat]',
  },
  {
    name: 'production code importing a test helper',
    file: service,
    code: "import { signUp } from '../../test/helpers';\nexport const register = signUp;\n",
    tag: '[no-test-helpers-in-production]',
  },
  {
    name: 'db/ importing a module (upward)',
    file: 'apps/api/src/db/seed.ts',
    code: "import { authRepository } from '../modules/auth/auth.repository';\nexport const repo = authRepository;\n",
    tag: '[api-foundation-stays-down]',
  },
  {
    name: 'context.ts naming a type from a module',
    file: 'apps/api/src/context.ts',
    code: "import type { AuthService } from './modules/auth/auth.service';\nexport type Service = AuthService;\n",
    tag: '[api-context-stays-down]',
  },
  {
    name: 'a repository importing a service',
    file: 'apps/api/src/modules/events/events.repository.ts',
    code: "import * as service from './events.service';\nexport const up = service;\n",
    tag: '[api-repository-below-services]',
  },
  {
    name: 'a service importing its routes',
    file: service,
    code: "import * as routes from './events.routes';\nexport const up = routes;\n",
    tag: '[api-services-below-routes]',
  },
  {
    name: 'a route calling a repository',
    file: 'apps/api/src/modules/events/events.routes.ts',
    code: "import { eventsRepository } from './events.repository';\nexport const repo = eventsRepository;\n",
    tag: '[api-routes-call-services]',
  },
  {
    name: 'an import cycle (events.access.ts already imports event-access.repository.ts)',
    file: 'apps/api/src/modules/events/event-access.repository.ts',
    code: "import { loadEventAccess } from './events.access';\nexport const back = loadEventAccess;\n",
    tag: 'import-x/no-cycle',
  },
];

describe('the architecture lint', () => {
  it.each(violations)('reports $name', { timeout: 120_000 }, async ({ file, code, tag }) => {
    const messages = await lint(file, code);
    expect(
      messages.some((m) => m.includes(tag)),
      messages.join('\n'),
    ).toBe(true);
  });

  const allowed: { name: string; file: string; code: string }[] = [
    {
      name: 'Drizzle in a repository',
      file: 'apps/api/src/modules/events/events.repository.ts',
      code: "import { eq } from 'drizzle-orm';\nexport const byId = eq;\n",
    },
    {
      name: 'a row type in a mapper',
      file: 'apps/api/src/modules/events/events.mapper.ts',
      code: "import type { events } from '../../db/schema';\nexport type Row = typeof events.$inferSelect;\n",
    },
    {
      name: 'a type of a library loaded on first use',
      file: 'apps/api/src/modules/media/image-pipeline.ts',
      code: "import type { Sharp } from 'sharp';\nexport type Image = Sharp;\n",
    },
    {
      name: 'process.env in the config module',
      file: 'apps/api/src/config/env.ts',
      code: 'export const port = process.env.PORT;\n',
    },
    {
      name: 'a test importing its helpers',
      file: 'apps/api/src/modules/events/events.test.ts',
      code: "import { signUp } from '../../test/helpers';\nexport const register = signUp;\n",
    },
    {
      name: 'a feature using another through its public entry',
      file: 'apps/web/src/features/events/new-file.ts',
      code: "import { MessageButton } from '../chat';\nexport const Action = MessageButton;\n",
    },
    {
      name: 'a service using its repository and policy',
      file: service,
      code: "import { eventsRepository } from './events.repository';\nimport { eventsPolicy } from './events.policy';\nexport const parts = { eventsRepository, eventsPolicy };\n",
    },
  ];

  it.each(allowed)('accepts $name', { timeout: 120_000 }, async ({ file, code }) => {
    expect(await lint(file, code)).toEqual([]);
  });

  it('lists in the allow-list only violations that still exist', { timeout: 600_000 }, async () => {
    const strict = new ESLint({
      cwd: root,
      overrideConfigFile: true,
      baseConfig: lintModule.createConfig({ typeAware: false, allowList: [] }),
    });
    const stale: string[] = [];
    for (const entry of allowList) {
      const [result] = await strict.lintText(readFileSync(join(root, entry.file), 'utf8'), {
        filePath: join(root, entry.file),
      });
      const messages = result?.messages ?? [];
      for (const zone of entry.zones ?? [])
        if (!messages.some((m) => m.message.includes(`[${zone}]`))) stale.push(`${entry.file} zone ${zone}`);
      for (const rule of entry.rules ?? [])
        if (!messages.some((m) => m.ruleId === rule)) stale.push(`${entry.file} rule ${rule}`);
    }
    expect(stale, 'remove these entries from tools/lint/allow-list.mjs').toEqual([]);
  });

  it('reports a cycle between two web features (dependency-cruiser, per folder)', { timeout: 120_000 }, async () => {
    const config = createRequire(import.meta.url)(join(root, '.dependency-cruiser.cjs')) as {
      forbidden: IFlattenedRuleSet['forbidden'];
      options: { exclude: { path: string } };
    };
    const scratch = mkdtempSync(join(tmpdir(), 'atria-cycle-'));
    try {
      const features = join(scratch, 'apps/web/src/features');
      for (const [name, other] of [
        ['alpha', 'beta'],
        ['beta', 'alpha'],
      ] as const) {
        mkdirSync(join(features, name), { recursive: true });
        writeFileSync(
          join(features, name, 'index.ts'),
          `import { ${other} } from '../${other}';\nexport const ${name} = () => ${other};\n`,
        );
      }
      const cruised = await cruise(
        ['apps/web/src'],
        {
          baseDir: scratch,
          validate: true,
          ruleSet: { forbidden: config.forbidden },
          exclude: config.options.exclude,
          tsPreCompilationDeps: true,
        },
        { extensions: ['.ts'] },
      );
      const result = cruised.output as ICruiseResult;
      expect(result.summary.violations.map((v) => `${v.rule.name} ${v.from} ${v.to}`)).toContain(
        'no-feature-cycle apps/web/src/features/alpha apps/web/src/features/beta',
      );
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
