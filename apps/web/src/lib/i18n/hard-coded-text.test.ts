import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../..');

/**
 * Every screen's texts come from the catalogs (docs/i18n.md#checks): the whole of `src/` is checked, except the
 * screens below, each with why. A screen leaves this list when it is converted; from then on this test keeps
 * text from being written into it again.
 */
const NOT_YET_CONVERTED: string[] = [
  // Empty: every screen's texts come from the catalogs. A folder listed here is skipped, with the reason.
];

/** Attributes people read or hear. */
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'title',
  'label',
  'description',
  'placeholder',
  'alt',
]);
const KEY = /^[a-z][a-zA-Z]*(\.[a-zA-Z]+)+$/;
/** Examples that read the same in every language: a colour code, a URL's scheme. */
const LANGUAGE_NEUTRAL = /^(#[0-9a-f]{3,8}|https?:\/\/)$/i;
const HAS_LETTER = /\p{L}/u;

function componentFiles(path: string): string[] {
  if (statSync(path).isFile()) return path.endsWith('.tsx') && !path.endsWith('.test.tsx') ? [path] : [];
  return readdirSync(path).flatMap((name) => componentFiles(join(path, name)));
}

function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  return null;
}

/** Written text in JSX: text nodes, and string literals in children or text attributes (not `t('key')`'s key). */
function hardCodedTexts(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${fileName}:${line + 1}: ${text.trim()}`);
  };
  // Literals count where they would be shown: in a child expression or a text attribute, through `&&`, `? :` and
  // parentheses. Inside other calls (class helpers, `.map`) and comparisons only JSX is looked at again.
  const inspectExpression = (node: ts.Node, literalsShow = true): void => {
    if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) {
      visit(node);
      return;
    }
    if (ts.isCallExpression(node)) {
      if (/^(t|translate)$/.test(node.expression.getText(file))) return;
      ts.forEachChild(node, (child) => inspectExpression(child, false));
      return;
    }
    // A comparison's literal and a property name tested with `in` are never shown.
    if (ts.isBinaryExpression(node) && /^([!=]==?|in)$/.test(node.operatorToken.getText(file))) literalsShow = false;
    const text = literalText(node);
    if (text !== null && literalsShow && HAS_LETTER.test(text) && !KEY.test(text) && !LANGUAGE_NEUTRAL.test(text))
      report(node, text);
    const showChildren = literalsShow && !ts.isJsxAttributes(node);
    ts.forEachChild(node, (child) => inspectExpression(child, showChildren));
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && HAS_LETTER.test(node.text)) report(node, node.text);
    else if (ts.isJsxExpression(node) && !ts.isJsxAttribute(node.parent)) {
      if (node.expression) inspectExpression(node.expression);
      return;
    } else if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText(file)) && node.initializer) {
      inspectExpression(
        ts.isJsxExpression(node.initializer) && node.initializer.expression
          ? node.initializer.expression
          : node.initializer,
      );
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The app's sources, without tests and the sample data they share (`testing.ts`). */
function sourceFiles(path: string): string[] {
  if (statSync(path).isFile()) return /\.tsx?$/.test(path) && !/(\.test|\/testing)\.tsx?$/.test(path) ? [path] : [];
  return readdirSync(path).flatMap((name) => sourceFiles(join(path, name)));
}

/** A literal that reads as a sentence or a word for people ('Could not save', 'Saved'), not a state ('idle'). */
const PROSE = /\p{L}\s+\p{L}|^\p{Lu}\p{Ll}/u;
/** The product's name reads the same in every language. */
const PRODUCT_NAME = 'Atria';

/** Properties of objects that components show (select options, tabs, alerts): their literals are text. */
const TEXT_PROPERTIES = new Set([...TEXT_ATTRIBUTES, 'message', 'text', 'heading']);

/**
 * Text that reaches the screen around the JSX, which hardCodedTexts does not see: a literal handed to a state
 * setter (`setError('Could not save')`, through `? :`, `||`, `??` and object literals) or written as a shown
 * property of an object (`{ value: '', label: 'Choose a participant' }`), and an exception's own text shown as an
 * error (`e instanceof Error ? e.message : …`, `isApiError(e) ? e.message : …`, `String(e)` of a caught error),
 * which is English whatever the page's language: lib/describe-error.ts words those.
 */
function textsAroundJsx(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, what: string) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${fileName}:${line + 1}: ${what}`);
  };
  const caught = new Set<string>();
  const shownLiterals = (node: ts.Node): void => {
    const text = literalText(node);
    if (text !== null) {
      if (PROSE.test(text) && !KEY.test(text) && text !== PRODUCT_NAME) report(node, text.trim());
      return;
    }
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) shownLiterals(node.expression);
    else if (ts.isConditionalExpression(node)) [node.whenTrue, node.whenFalse].forEach(shownLiterals);
    else if (ts.isBinaryExpression(node) && /^(\|\||\?\?|&&)$/.test(node.operatorToken.getText(file)))
      shownLiterals(node.right);
    else if (ts.isObjectLiteralExpression(node)) {
      for (const property of node.properties)
        if (ts.isPropertyAssignment(property)) shownLiterals(property.initializer);
    } else if (ts.isArrayLiteralExpression(node)) node.elements.forEach(shownLiterals);
  };
  const isErrorTest = (node: ts.Expression): boolean =>
    (ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.InstanceOfKeyword &&
      node.right.getText(file) === 'Error') ||
    (ts.isCallExpression(node) && node.expression.getText(file) === 'isApiError');
  const visit = (node: ts.Node): void => {
    if (ts.isCatchClause(node) && node.variableDeclaration) caught.add(node.variableDeclaration.name.getText(file));
    if (ts.isPropertyAssignment(node) && TEXT_PROPERTIES.has(node.name.getText(file).replace(/['"]/g, '')))
      shownLiterals(node.initializer);
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(file);
      if (/^set[A-Z]\w*$/.test(callee)) node.arguments.forEach(shownLiterals);
      const [argument] = node.arguments;
      if (
        callee === 'String' &&
        argument &&
        ts.isIdentifier(argument) &&
        (caught.has(argument.text) || /^(e|err|error)$/.test(argument.text))
      )
        report(node, node.getText(file));
    }
    if (
      ts.isConditionalExpression(node) &&
      isErrorTest(node.condition) &&
      ts.isPropertyAccessExpression(node.whenTrue) &&
      node.whenTrue.name.text === 'message'
    )
      report(node, node.getText(file));
    ts.forEachChild(node, visit);
  };
  visit(file);
  // A literal both handed to a setter and written as a shown property is one finding.
  return [...new Set(found)];
}

describe('hard-coded text', () => {
  it('finds text nodes, literal children and text attributes, not keys or class names', () => {
    const source = [
      `const a = <p className="mt-2" aria-label="Close">Hello {t('menu.open')} {x ? 'Yes' : t('menu.events')}</p>;`,
      `const b = <ul>{items.map((i) => <li key={i} className={cx('a', 'b')}>{i === 'x' ? 'Item' : i}</li>)}</ul>;`,
      `const c = <p>{'email' in p && p.email}</p>;`,
    ].join('\n');
    expect(hardCodedTexts('x.tsx', source)).toEqual([
      'x.tsx:1: Close',
      'x.tsx:1: Hello',
      'x.tsx:1: Yes',
      'x.tsx:2: Item',
    ]);
  });

  it('finds none in any screen but the few not converted yet', () => {
    const excluded = NOT_YET_CONVERTED.map((path) => join(SRC, path));
    const files = componentFiles(SRC).filter(
      (path) => !excluded.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)),
    );
    expect(files.length).toBeGreaterThan(150);
    const found = files.flatMap((path) => hardCodedTexts(relative(SRC, path), readFileSync(path, 'utf8')));
    expect(found).toEqual([]);
  });
});

describe('text around the JSX', () => {
  it('finds prose handed to a state setter and exception texts shown as errors', () => {
    const source = [
      `setError(e instanceof Error ? e.message : 'Could not change the role');`,
      `onError: (e) => setError(isApiError(e) ? e.message : String(e)),`,
      `setState({ kind: 'failed', message: busy ? 'Saved' : t('x.y') });`,
      `try { go(); } catch (problem) { fail(String(problem)); }`,
      `setMode('edit'); setTab(next ?? 'chat'); setStatus(t('account.saved')); setCount(String(n));`,
      `const options = [{ value: '', label: busy ? 'Loading participants...' : t('a.b') }, { label: name, value: 'ADMIN' }];`,
    ].join('\n');
    expect(textsAroundJsx('x.tsx', source)).toEqual([
      'x.tsx:1: Could not change the role',
      "x.tsx:1: e instanceof Error ? e.message : 'Could not change the role'",
      'x.tsx:2: isApiError(e) ? e.message : String(e)',
      'x.tsx:2: String(e)',
      'x.tsx:3: Saved',
      'x.tsx:4: String(problem)',
      'x.tsx:6: Loading participants...',
    ]);
  });

  it('finds none anywhere in the app', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(300);
    const found = files.flatMap((path) => textsAroundJsx(relative(SRC, path), readFileSync(path, 'utf8')));
    expect(found).toEqual([]);
  });
});
