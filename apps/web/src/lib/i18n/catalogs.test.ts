import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { messageArguments } from './message-format';

const SRC = join(import.meta.dirname, '../..');
const CATALOG_DIR = join(import.meta.dirname, 'catalogs');

/**
 * The keys written more than once in one JSON object of `text`, each as its path (`outer.inner` for nested
 * objects). JSON.parse keeps the last of two equal keys without a word, so a key pasted twice in a catalog hides
 * one of its translations: this reader walks the text's tokens instead. Keys compare decoded (`"a\u002eb"` is
 * `"a.b"`); strings that are values, with their braces, colons and escaped quotes, are skipped whole.
 */
function duplicateJsonKeys(text: string): string[] {
  JSON.parse(text); // Only well-formed JSON is walked; anything else throws here with the parser's message.
  interface Container {
    array: boolean;
    path: string;
    keys: Set<string>;
    expectsKey: boolean;
    lastKey: string;
  }
  const stack: Container[] = [];
  const duplicates: string[] = [];
  const pathOf = (container: Container | undefined): string => {
    if (!container) return '';
    if (container.array) return container.path;
    return container.path ? `${container.path}.${container.lastKey}` : container.lastKey;
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    const top = stack.at(-1);
    if (char === '{' || char === '[') {
      stack.push({ array: char === '[', path: pathOf(top), keys: new Set(), expectsKey: char === '{', lastKey: '' });
    } else if (char === '}' || char === ']') {
      stack.pop();
    } else if (char === ',' || char === ':') {
      if (top && !top.array) top.expectsKey = char === ',';
    } else if (char === '"') {
      let end = i + 1;
      while (text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      if (top?.expectsKey) {
        const key: string = JSON.parse(text.slice(i, end + 1));
        top.lastKey = key;
        if (top.keys.has(key)) duplicates.push(pathOf(top));
        top.keys.add(key);
      }
      i = end;
    }
  }
  return duplicates;
}

interface LocaleCatalogs {
  messages: Record<string, string>;
  areaOf: Record<string, string>;
  /** Keys written twice in one file, or in two area files of the locale (where the later file would win). */
  duplicates: string[];
}

/** A locale's catalogs, area files merged; each key also names the area file it came from. */
function readLocale(locale: string): LocaleCatalogs {
  const messages: Record<string, string> = {};
  const areaOf: Record<string, string> = {};
  const duplicates: string[] = [];
  for (const file of readdirSync(join(CATALOG_DIR, locale))) {
    const text = readFileSync(join(CATALOG_DIR, locale, file), 'utf8');
    duplicates.push(...duplicateJsonKeys(text).map((key) => `${key} twice in ${locale}/${file}`));
    const catalog: Record<string, string> = JSON.parse(text);
    for (const [key, message] of Object.entries(catalog)) {
      const earlier = areaOf[key];
      if (earlier) duplicates.push(`${key} in both ${locale}/${earlier} and ${locale}/${file}`);
      messages[key] = message;
      areaOf[key] = file;
    }
  }
  return { messages, areaOf, duplicates };
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

  it.each([...LOCALES])('%s writes each key once: not twice in a file, not in two area files', (locale) => {
    expect(CATALOGS[locale]?.duplicates).toEqual([]);
  });

  it.each(['de', 'ar'])('%s has exactly the keys English has, in the same area files', (locale) => {
    const { messages, areaOf } = CATALOGS[locale] ?? { messages: {}, areaOf: {}, duplicates: [] };
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

describe('the duplicate-key reader', () => {
  it('finds a key written twice, which JSON.parse would silently keep once', () => {
    const text = '{ "chat.send": "Send", "chat.close": "Close", "chat.send": "Send message" }';
    expect(Object.keys(JSON.parse(text))).toHaveLength(2);
    expect(duplicateJsonKeys(text)).toEqual(['chat.send']);
  });

  it('compares keys decoded, so an escaped spelling of the same key counts', () => {
    expect(duplicateJsonKeys('{"a.b": "1", "a\\u002eb": "2"}')).toEqual(['a.b']);
  });

  it('reads values as values: braces, colons, commas and escaped quotes inside strings are not keys', () => {
    expect(duplicateJsonKeys('{"a": "} \\", \\"a\\": {", "b": "a", "c": ["a", "a"]}')).toEqual([]);
  });

  it('keeps each object apart and names a nested duplicate by its path', () => {
    expect(duplicateJsonKeys('{"x": {"a": 1}, "y": {"a": 1, "b": [{"c": 1, "c": 2}]}}')).toEqual(['y.b.c']);
    expect(duplicateJsonKeys('{"x": {"a": 1, "a": 2}}')).toEqual(['x.a']);
  });

  it('refuses text that is not JSON', () => {
    expect(() => duplicateJsonKeys('{"a": 1,}')).toThrow();
  });
});
