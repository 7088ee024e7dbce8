import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as importEntry from '../attendees-import';
import * as calendarEntry from '../calendar';
import * as main from '../index';
import * as liveEntry from '../live';
import * as mailEntry from '../mail';
import * as mediaEntry from '../media';
import { ar } from './catalog-ar';
import { de } from './catalog-de';
import { hasTranslation, loadMessageCatalog, negotiateLocale, translateMessage, type MessageCatalog } from './index';

const CATALOGS: [string, MessageCatalog][] = [
  ['de', de],
  ['ar', ar],
];

/** Every text of every `*_MESSAGES` object any entry of the contracts exports; a builder is called with samples. */
function contractTexts(): string[] {
  const texts = new Set<string>();
  for (const entry of [main, importEntry, calendarEntry, liveEntry, mailEntry, mediaEntry]) {
    for (const [name, value] of Object.entries(entry)) {
      if (!/MESSAGES$/.test(name) || typeof value !== 'object' || value === null) continue;
      for (const text of Object.values(value as Record<string, unknown>)) {
        if (typeof text === 'string') texts.add(text);
        // Builders take a number, a list of names or one text: each is called with a sample of its kind.
        if (typeof text === 'function') {
          const source = String(text);
          const sample = source.includes('join')
            ? ['first name']
            : source.includes('maxBytes') || source.includes('maxRows') || source.includes('line')
              ? 5 * 1024 * 1024
              : 'x';
          texts.add((text as (arg: unknown) => string)(sample));
        }
      }
    }
  }
  return [...texts];
}

/** The field labels the contracts build messages around ('Title' in 'Title must be at most 200 characters'). */
function contractLabels(): string[] {
  const dir = join(__dirname, '..');
  const labels = new Set<string>();
  const pattern = /(?:maxLengthMessage|directionControlMessage|lineText|freeText)\(\s*'([^']+)'|label: '([^']+)'/g;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    for (const m of readFileSync(join(dir, file), 'utf8').matchAll(pattern)) labels.add((m[1] ?? m[2]) as string);
  }
  return [...labels];
}

describe('the contracts’ texts in every language', () => {
  it.each(CATALOGS)('%s has every text of every *_MESSAGES object', (_locale, catalog) => {
    const texts = contractTexts();
    expect(texts.length).toBeGreaterThan(80);
    expect(texts.filter((text) => !hasTranslation(text, catalog))).toEqual([]);
  });

  it.each(CATALOGS)('%s has every field label the messages are built around', (_locale, catalog) => {
    const labels = contractLabels();
    expect(labels).toContain('Title');
    expect(labels.filter((label) => catalog.labels[label] === undefined)).toEqual([]);
  });

  it.each(CATALOGS)('%s has no text that no longer exists in English', (_locale, catalog) => {
    const english = new Set(contractTexts());
    const serverOnly = new Set(
      readFileSync(join(__dirname, `catalog-${_locale}.ts`), 'utf8')
        .split('// The server')[1]
        ?.matchAll(/^\s+'([^']+)':/gm) ?? [],
    );
    const unused = Object.keys(catalog.exact).filter(
      (text) => !english.has(text) && ![...serverOnly].some((m) => m[1] === text),
    );
    expect(unused).toEqual([]);
  });

  it('builds the texts made from a label, a count or a list', () => {
    expect(translateMessage('Title must be at most 200 characters', de)).toBe(
      'Der Titel darf höchstens 200 Zeichen lang sein',
    );
    expect(translateMessage('Venue name cannot contain text direction controls', ar)).toBe(
      'لا يمكن أن يحتوي حقل اسم المكان على رموز التحكم في اتجاه النص',
    );
    expect(translateMessage('Event not found', de)).toBe('Die Veranstaltung wurde nicht gefunden');
    expect(translateMessage('Same email as line 7', de)).toBe('Dieselbe E-Mail-Adresse wie in Zeile 7');
    // An unknown label keeps its English word inside the translated shape; an unknown text stays English.
    expect(translateMessage('Gizmo not found', de)).toBe('Gizmo wurde nicht gefunden');
    expect(translateMessage('Something new happened', ar)).toBe('Something new happened');
    expect(translateMessage('Required', undefined)).toBe('Required');
  });

  it('loads a catalog per language, none for English', async () => {
    expect(await loadMessageCatalog('en')).toBeUndefined();
    expect((await loadMessageCatalog('de'))?.exact.Required).toBe('Pflichtfeld');
    expect((await loadMessageCatalog('ar'))?.exact.Required).toBe('مطلوب');
  });
});

describe('negotiateLocale', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['de', 'de'],
    ['de-AT,de;q=0.9,en;q=0.8', 'de'],
    ['fr-FR,fr;q=0.9,ar;q=0.8,en;q=0.7', 'ar'],
    ['en;q=0.5, de;q=0.9', 'de'],
    ['fr, es', 'en'],
    ['ar;q=0, de;q=0.1', 'de'],
    ['*', 'en'],
    ['AR-eg', 'ar'],
    ['de;q=abc, en', 'en'],
  ] as const)('%s → %s', (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });

  it('falls back to the given language when the header names none Atria speaks', () => {
    expect(negotiateLocale('fr', 'ar')).toBe('ar');
    expect(negotiateLocale(undefined, 'de')).toBe('de');
  });
});
