import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The repository carries its own documentation (docs/README.md): a person who clones it has nothing beside it.
// This keeps every file pointing inside the repository, and every cited `docs/<file>.md#<section>` real.

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SELF = relative(ROOT, fileURLToPath(import.meta.url))
  .split('\\')
  .join('/');
const SCANNED = /\.(ts|tsx|mts|cts|js|mjs|cjs|md|json|ya?ml|sh|cfg|html|css)$|(^|\/)(Dockerfile|run)$/;
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  '.git',
  '.turbo',
  'data',
  'coverage',
  'test-results',
  'playwright-report',
  '.reports',
  '.artifacts',
  '.tanstack',
  'screenshots',
]);
const SKIPPED_FILES = new Set(['pnpm-lock.yaml', 'apps/web/src/route-tree.gen.ts']);

// The sibling folder of the working copy, spelled in parts so that this file is no pointer to it itself.
const SIBLING = ['..', 'shared'].join('/');

/** Documents that only exist outside the repository, however they are named. */
const OUTSIDE = [
  { re: /\.\.\/shared\b|\/work\/shared\b/, why: `points at ${SIBLING}, which a clone does not have` },
  { re: /atria-spec\.md/, why: 'points at the outside product spec; cite docs/product.md' },
  { re: /\bARCHITECTURE\b|\bCONVENTIONS\.md\b/, why: 'points at the outside design notes; cite docs/architecture.md' },
];
/** Vague citations of the outside spec, checked in comments and Markdown prose only (test titles are code). */
const VAGUE = [
  {
    re: /\bspec(ification)?('s)? sections? \d/i,
    why: 'cites a section of the outside spec; cite docs/product.md#<section>',
  },
  {
    re: /\b(the|a|as the|in the) spec(ification)?('s)?\b(?![-./\w])/i,
    why: 'cites "the spec"; cite docs/product.md#<section>',
  },
  {
    re: /^(\/\/|\/?\*+|#)\s*spec(ification)?('s)?\b(?![-./\w])/i,
    why: 'cites the spec; cite docs/product.md#<section>',
  },
  {
    re: /\bspec(ification)?('s)? (defaults?|messages?|rules?|options|order|invariants?)\b/i,
    why: 'cites the spec; cite docs/product.md#<section>',
  },
];
/** `docs/<name>.md#anchor` anywhere, and relative `](<name>.md#anchor)` / `](#anchor)` links inside docs/. */
const DOC_REF = /(?:^|[^\w./-])((?:\.\.\/)*docs\/[\w/.-]+?\.md)(#[\w-]+)?/g;
const MD_LINK = /\]\(([^)\s#]*)(#[\w-]+)?\)/g;

interface Problem {
  file: string;
  line: number;
  why: string;
  text: string;
}

function listFiles(): string[] {
  try {
    const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    return out.split('\n').filter((f) => f !== '' && existsSync(join(ROOT, f)));
  } catch {
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(join(ROOT, dir))) {
        if (SKIPPED_DIRS.has(name)) continue;
        const path = dir === '' ? name : `${dir}/${name}`;
        if (statSync(join(ROOT, path)).isDirectory()) walk(path);
        else found.push(path);
      }
    };
    walk('');
    return found;
  }
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to dashes, repeats numbered. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const base = heading[1]
      .replace(/`/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

/** The comment part of a source line (`//`, `/* ... *\/`, JSDoc `*` lines, `#` in shell and YAML), or null. */
function commentOf(line: string, file: string): string | null {
  if (file.endsWith('.md')) return line;
  if (/\.(ya?ml|sh|cfg)$|Dockerfile$|(^|\/)run$/.test(file)) {
    const hash = line.indexOf('#');
    return hash >= 0 ? line.slice(hash) : null;
  }
  const trimmed = line.trimStart();
  if (trimmed.startsWith('*') || trimmed.startsWith('/*') || trimmed.startsWith('//')) return trimmed;
  const slashes = line.search(/(?<=^|[\s;,)])\/\/\s/);
  return slashes >= 0 ? line.slice(slashes) : null;
}

/**
 * What is wrong with one file's text: pointers outside the repository, vague citations of the outside spec,
 * and citations of docs files or sections that do not exist. `anchorsOf` answers null for a missing file.
 */
function checkText(file: string, text: string, anchorsOf: (docPath: string) => Set<string> | null): Problem[] {
  const problems: Problem[] = [];
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    const report = (why: string) => problems.push({ file, line: index + 1, why, text: line.trim() });
    for (const { re, why } of OUTSIDE) if (re.test(line)) report(why);
    const comment = commentOf(line, file);
    const vague = comment === null ? undefined : VAGUE.find(({ re }) => re.test(comment));
    if (vague) report(vague.why);

    const cite = (target: string, anchor: string | undefined) => {
      const anchors = anchorsOf(target);
      if (anchors === null) report(`cites ${target}, which does not exist`);
      else if (anchor !== undefined && !anchors.has(anchor.slice(1)))
        report(`cites ${target}${anchor}, which is no heading there`);
    };
    for (const m of line.matchAll(DOC_REF)) {
      const path = m[1] ?? '';
      const target = path.startsWith('../')
        ? normalize(join(dirname(file), path))
            .split('\\')
            .join('/')
        : path;
      cite(target.startsWith('docs/') ? target : path.replace(/^(\.\.\/)+/, ''), m[2]);
    }
    if (file.startsWith('docs/') && file.endsWith('.md')) {
      for (const m of line.matchAll(MD_LINK)) {
        const link = m[1] ?? '';
        if (/^[a-z]+:/i.test(link)) continue;
        const target =
          link === ''
            ? file
            : normalize(join(dirname(file), link))
                .split('\\')
                .join('/');
        if (!target.endsWith('.md')) {
          if (!existsSync(join(ROOT, target))) report(`links to ${target}, which does not exist`);
          continue;
        }
        cite(target, m[2]);
      }
    }
  });
  return problems;
}

function anchorsInRepo(): (docPath: string) => Set<string> | null {
  const cache = new Map<string, Set<string> | null>();
  return (docPath) => {
    if (!cache.has(docPath)) {
      const full = join(ROOT, docPath);
      cache.set(docPath, existsSync(full) ? headingAnchors(readFileSync(full, 'utf8')) : null);
    }
    return cache.get(docPath) ?? null;
  };
}

describe('documentation links', () => {
  it('keeps every file pointing inside the repository, at docs sections that exist', () => {
    const anchorsOf = anchorsInRepo();
    const files = listFiles().filter((f) => SCANNED.test(f) && f !== SELF && !SKIPPED_FILES.has(f));
    expect(files.length).toBeGreaterThan(100);
    const problems = files.flatMap((f) => checkText(f, readFileSync(join(ROOT, f), 'utf8'), anchorsOf));
    expect(problems.map((p) => `${p.file}:${p.line}: ${p.why}\n    ${p.text}`)).toEqual([]);
  });

  it('has the documents the README and the comments cite', () => {
    for (const doc of ['docs/README.md', 'docs/architecture.md', 'docs/product.md', 'docs/security.md']) {
      expect(existsSync(join(ROOT, doc)), doc).toBe(true);
    }
  });

  it('flags a pointer outside the repository, a vague spec citation and a missing section', () => {
    const anchors = (doc: string) => (doc === 'docs/product.md' ? new Set(['direct-messages']) : null);
    const found = (file: string, text: string) => checkText(file, text, anchors).map((p) => p.why);
    expect(found('README.md', `The design is in \`${SIBLING}/ARCHITECTURE.md\`.`)).toHaveLength(2);
    expect(found('a.ts', '/** Opens a thread (spec section 4). */')).toHaveLength(1);
    expect(found('a.ts', "  const x = 1; // the spec's messages")).toHaveLength(1);
    expect(found('a.ts', "/** Spec: the speaker's image. */")).toHaveLength(1);
    expect(found('a.ts', '// Session defaults of the spec (section 9)')).toHaveLength(1);
    expect(found('e2e/a.spec.ts', '// runs before every other .spec file; see a.spec.ts')).toEqual([]);
    expect(found('a.ts', 'it("shows the spec\'s messages", () => {')).toEqual([]);
    expect(found('a.ts', '// see docs/product.md#direct-messages')).toEqual([]);
    expect(found('a.ts', '// see docs/product.md#chat-windows')).toEqual([
      'cites docs/product.md#chat-windows, which is no heading there',
    ]);
    expect(found('a.ts', '// see docs/missing.md')).toEqual(['cites docs/missing.md, which does not exist']);
  });

  it('derives anchors the way GitHub does', () => {
    const anchors = headingAnchors(
      '# Atria: product\n## Who may message whom\n```\n## not a heading\n```\n## `GET /x` calls\n## Who may message whom\n',
    );
    expect([...anchors]).toEqual(['atria-product', 'who-may-message-whom', 'get-x-calls', 'who-may-message-whom-1']);
  });
});
