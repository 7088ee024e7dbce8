import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { messageArguments } from './message-format';

const SRC = join(import.meta.dirname, '../..');
const CATALOG_DIR = join(import.meta.dirname, 'catalogs');

/** A locale's catalogs, area files merged; each key also names the area file it came from. */
function readLocale(locale: string): { messages: Record<string, string>; areaOf: Record<string, string> } {
  const messages: Record<string, string> = {};
  const areaOf: Record<string, string> = {};
  for (const file of readdirSync(join(CATALOG_DIR, locale))) {
    const catalog: Record<string, string> = JSON.parse(readFileSync(join(CATALOG_DIR, locale, file), 'utf8'));
    for (const [key, message] of Object.entries(catalog)) {
      messages[key] = message;
      areaOf[key] = file;
    }
  }
  return { messages, areaOf };
}

const CATALOGS = Object.fromEntries(LOCALES.map((locale) => [locale, readLocale(locale)]));
const en = CATALOGS.en?.messages ?? {};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every quoted string in the app's sources that looks like a message key (`area.name`, letters and dots). */
function keysInSources(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles(SRC)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/'([a-z][a-zA-Z]*(?:\.[a-zA-Z]+)+)'/g)) {
      const key = match[1];
      if (key) found.set(key, relative(SRC, file));
    }
  }
  return found;
}

describe('message catalogs', () => {
  const englishKeys = Object.keys(en).sort();

  it('ships a catalog directory for every locale and nothing else', () => {
    expect(readdirSync(CATALOG_DIR).sort()).toEqual([...LOCALES].sort());
  });

  it.each(['de', 'ar'])('%s has exactly the keys English has, in the same area files', (locale) => {
    const { messages, areaOf } = CATALOGS[locale] ?? { messages: {}, areaOf: {} };
    const keys = Object.keys(messages).sort();
    expect(
      englishKeys.filter((key) => !keys.includes(key)),
      `missing in ${locale}`,
    ).toEqual([]);
    expect(
      keys.filter((key) => !englishKeys.includes(key)),
      `not in English (${locale})`,
    ).toEqual([]);
    expect(
      keys.filter((key) => areaOf[key] !== CATALOGS.en?.areaOf[key]),
      `in another area file (${locale})`,
    ).toEqual([]);
  });

  it.each(['de', 'ar'])('%s uses the same arguments as English in every message', (locale) => {
    const catalog = CATALOGS[locale]?.messages ?? {};
    const differing = englishKeys.filter((key) => {
      const ours = [...messageArguments(catalog[key] ?? '')].sort().join();
      return ours !== [...messageArguments(en[key] ?? '')].sort().join();
    });
    expect(differing).toEqual([]);
  });

  it('has no key that the sources never use', () => {
    const used = keysInSources();
    expect(englishKeys.filter((key) => !used.has(key))).toEqual([]);
  });

  it('has every key the converted sources ask for', () => {
    const asked = [...keysInSources()].filter(
      ([key, file]) => /^[a-z]+\.[a-zA-Z.]+$/.test(key) && file.includes('i18n') === false,
    );
    // Only strings under a catalog area count as keys (other dotted strings, like file names, are not asked for).
    const areas = new Set(englishKeys.map((key) => key.split('.')[0]));
    const unknown = asked
      .filter(([key]) => areas.has(key.split('.')[0]) && !(key in en))
      .map(([key, file]) => `${key} (${file})`);
    expect(unknown).toEqual([]);
  });
});
