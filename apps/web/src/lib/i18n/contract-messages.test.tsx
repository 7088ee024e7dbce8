import { MESSAGES } from '@atria/contracts';
import { loadMessageCatalog, translateMessage } from '@atria/contracts/messages-i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionNotFound } from '../../features/sessions/components/session-page';
import { setLocale } from './i18n';

const SRC = join(import.meta.dirname, '../..');

/**
 * Files where a contracts message is not shown as it is, each with why. Anywhere else, a `MESSAGES.x` must sit
 * inside `inLanguage(...)` (useContractMessages) or `setFieldError(...)` (which shows it through the same
 * catalogs), so German and Arabic readers never get the English text.
 */
const PASSED_ON: Record<string, string> = {
  'features/events/components/add-event-user-modal.tsx': 'its errorMessage goes to setFieldError',
  'features/organizations/components/add-member-modal.tsx': 'its errorMessage goes to setFieldError',
  'features/organizations/errors.ts': 'organizationNameError goes to setFieldError',
  'features/auth/components/login-modal.tsx': 'the demo error is kept in state and shown through inLanguage',
  'lib/server-errors.ts': 'its callers show `report.form` through inLanguage',
  'lib/socket.ts':
    'SOCKET_FAILURES are the messages of SocketUnavailableError, which no screen shows: features/chat/api.ts ' +
    '(socketFirst) and features/live/api.ts (socketOr) send the call over HTTP instead, the joins only log it, ' +
    'and lib/describe-error.ts words it from the catalogs',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every `MESSAGES.x` of a file that no `inLanguage(...)` or `setFieldError(...)` call encloses. */
function untranslated(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const translated = (node: ts.Node): boolean => {
    for (let up = node.parent; up !== undefined; up = up.parent) {
      if (ts.isCallExpression(up) && /(^|\.)(inLanguage|setFieldError)$/.test(up.expression.getText(file))) return true;
      if (ts.isFunctionLike(up)) return false;
    }
    return false;
  };
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && node.expression.getText(file) === 'MESSAGES' && !translated(node)) {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${fileName}:${line + 1}: ${node.getText(file)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

afterEach(async () => {
  cleanup();
  await setLocale('en');
});

describe("the contracts' messages on screen", () => {
  it('pass through the catalogs wherever a page shows them', () => {
    const found = sourceFiles(SRC).flatMap((path) => {
      const name = relative(SRC, path);
      return name in PASSED_ON ? [] : untranslated(name, readFileSync(path, 'utf8'));
    });
    expect(found).toEqual([]);
  });

  it('the check sees a message shown as it is, and one shown through inLanguage', () => {
    const shown = 'const a = <Alert title={MESSAGES.eventNotFound} />;';
    const passed = 'const a = <Alert title={inLanguage(MESSAGES.eventNotFound)} />;';
    expect(untranslated('x.tsx', shown)).toEqual(['x.tsx:1: MESSAGES.eventNotFound']);
    expect(untranslated('x.tsx', passed)).toEqual([]);
  });

  it('lists only files that still use a message', () => {
    const stale = Object.keys(PASSED_ON).filter((name) => !readFileSync(join(SRC, name), 'utf8').includes('MESSAGES.'));
    expect(stale).toEqual([]);
  });

  it('a missing session reads in German on a German page', async () => {
    const german = translateMessage(MESSAGES.sessionNotFound, await loadMessageCatalog('de'));
    expect(german).not.toBe(MESSAGES.sessionNotFound);
    await setLocale('de');
    render(<SessionNotFound />);
    expect(await screen.findByText(german)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.sessionNotFound)).toBeNull();
  });
});
