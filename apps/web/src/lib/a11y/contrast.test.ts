import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { colorTokens, contrastRatio, parseColor, type Rgb } from './contrast';

// docs/accessibility.md#colour-contrast: the colour pairs the components actually write into their class names,
// measured with the WCAG formula against the palette the app ships (Tailwind's colours and the brand's violet
// from styles.css). Atria ships one theme (light); there is no dark theme to check.
const SRC = join(__dirname, '..', '..');
const require_ = createRequire(import.meta.url);
const palette = new Map([
  ...colorTokens(readFileSync(require_.resolve('tailwindcss/theme.css'), 'utf8')),
  ...colorTokens(readFileSync(join(SRC, 'styles.css'), 'utf8')),
]);

function color(name: string, over: Rgb = [1, 1, 1]): Rgb {
  const [base = '', alpha] = name.split('/');
  const value = palette.get(base);
  if (!value) throw new Error(`no colour ${base} in the palette`);
  const rgb = parseColor(value);
  if (alpha === undefined) return rgb;
  const a = Number(alpha) / 100;
  return rgb.map((c, i) => c * a + (over[i] ?? 1) * (1 - a)) as unknown as Rgb;
}

// Translucent white (`bg-white/10`) lies only on the dark surfaces: the landing hero and the event cards'
// gradients. It is measured over the lightest colour of each (where its contrast with white text is lowest).
const DARK_SURFACES = ['primary-700', 'teal-700'];

/** The lowest ratio of `text` on `background` (over each dark surface when the background is translucent). */
const ratio = (text: string, background: string): number => {
  const unders: Rgb[] = background.includes('/') ? DARK_SURFACES.map((s) => color(s)) : [[1, 1, 1]];
  return Math.min(
    ...unders.map((under) => {
      const bg = color(background, under);
      return contrastRatio(color(text, bg), bg);
    }),
  );
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : [];
  });
}

const COLOR = /^(?:(.*):)?(text|bg)-((?:[a-z]+-\d{2,3}|white|black)(?:\/\d+)?)$/;
// Variants that only change the layout keep the element's base state; the rest are states of their own.
const LAYOUT_VARIANTS = new Set(['', 'sm', 'md', 'lg', 'xl', 'rtl', 'ltr', 'print']);
// Variants whose colours are not text a person must read: disabled controls are exempt (WCAG 1.4.3).
const EXEMPT_VARIANTS = /(^|:)disabled$/;
const LARGE =
  /\btext-(?:[2-9]xl)\b|\btext-(?:lg|xl)\b.*\bfont-(?:semibold|bold|extrabold)\b|\bfont-(?:semibold|bold|extrabold)\b.*\btext-(?:lg|xl)\b/;

interface Pair {
  file: string;
  text: string;
  background: string;
  /** Large text or an icon (WCAG 1.4.3 and 1.4.11 ask 3:1), else 4.5:1. */
  large: boolean;
}

/** Text and background colours written in one class string, per state (hover:, data-[state=active]:...). */
function pairsIn(file: string, code: string): Pair[] {
  const pairs: Pair[] = [];
  for (const literal of code.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
    const classes = (literal[1] ?? literal[2] ?? literal[3] ?? '').split(/\s+/);
    const texts = new Map<string, string>();
    const backgrounds = new Map<string, string>();
    for (const cls of classes) {
      const m = COLOR.exec(cls);
      if (!m) continue;
      const variant = LAYOUT_VARIANTS.has(m[1] ?? '') ? '' : (m[1] ?? '');
      // Placeholders are checked with the inputs; `[&>option]:` styles the native list, drawn on white.
      if (EXEMPT_VARIANTS.test(variant) || variant.startsWith('placeholder') || variant.startsWith('[&')) continue;
      (m[2] === 'text' ? texts : backgrounds).set(variant, m[3] ?? '');
    }
    // Large text, or an icon-only control (a square `size-N` box with no text size): 3:1 is enough.
    const joined = classes.join(' ');
    const large = LARGE.test(joined) || (/\bsize-\d/.test(joined) && !/\btext-(?:xs|sm|base|lg|\d?xl)\b/.test(joined));
    for (const [variant, background] of backgrounds) {
      const text = texts.get(variant) ?? texts.get('');
      if (text) pairs.push({ file: file.slice(SRC.length + 1), text, background, large });
    }
    for (const [variant, text] of texts) {
      if (variant !== '' && !backgrounds.has(variant) && backgrounds.has('')) {
        pairs.push({ file: file.slice(SRC.length + 1), text, background: backgrounds.get('') ?? '', large });
      }
    }
  }
  return pairs;
}

const FILES = sources(SRC);
const PAIRS = FILES.flatMap((file) => pairsIn(file, readFileSync(file, 'utf8')));

describe('the palette', () => {
  it('reads the colours right: white on black is 21:1, the brand violet 600 on white is about 5.7:1', () => {
    expect(contrastRatio(parseColor('#fff'), parseColor('#000'))).toBeCloseTo(21, 5);
    expect(ratio('primary-600', 'white')).toBeCloseTo(5.7, 1);
    expect(ratio('slate-900', 'white')).toBeGreaterThan(17);
    // Tailwind's oklch slate-500 is #62748e: 4.76:1 on white.
    expect(ratio('slate-500', 'white')).toBeCloseTo(4.76, 1);
  });

  it('finds the pairs the components use', () => {
    expect(PAIRS.length).toBeGreaterThan(50);
    expect(PAIRS).toContainEqual(expect.objectContaining({ text: 'white', background: 'primary-600' }));
    // A state's background keeps the element's text colour (the primary button's hover).
    expect(PAIRS).toContainEqual(expect.objectContaining({ text: 'white', background: 'primary-700' }));
  });

  it('every text colour on its background in the same class string reaches 4.5:1 (3:1 for large text)', () => {
    const bad = PAIRS.filter((p) => ratio(p.text, p.background) < (p.large ? 3 : 4.5)).map(
      (p) => `${p.file}: text-${p.text} on bg-${p.background} is ${ratio(p.text, p.background).toFixed(2)}:1`,
    );
    expect([...new Set(bad)]).toEqual([]);
  });

  it('text colours written without a background read at 4.5:1 on the page (slate-50) and on cards (white)', () => {
    const bad: string[] = [];
    for (const file of FILES) {
      for (const literal of readFileSync(file, 'utf8').matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
        const classes = (literal[1] ?? literal[2] ?? literal[3] ?? '').split(/\s+/);
        if (classes.some((c) => COLOR.exec(c)?.[2] === 'bg')) continue;
        for (const cls of classes) {
          const m = COLOR.exec(cls);
          if (!m || m[2] !== 'text' || !LAYOUT_VARIANTS.has(m[1] ?? '')) continue;
          const text = m[3] ?? '';
          // Light tones are the text of dark surfaces (the hero, buttons): checked with their background above.
          const shade = Number(/-(\d+)/.exec(text)?.[1] ?? 0);
          if (text.startsWith('white') || text.startsWith('black') || shade < 500) continue;
          for (const surface of ['white', 'slate-50']) {
            if (ratio(text, surface) < 4.5)
              bad.push(`${file.slice(SRC.length + 1)}: ${cls} on ${surface} is ${ratio(text, surface).toFixed(2)}:1`);
          }
        }
      }
    }
    expect([...new Set(bad)]).toEqual([]);
  });

  it('the focus ring and the controls’ borders reach 3:1 on the page and on cards (WCAG 1.4.11)', () => {
    const styles = readFileSync(join(SRC, 'styles.css'), 'utf8');
    const ring = /:focus-visible\s*{[^}]*outline-([a-z]+-\d+)/.exec(styles)?.[1];
    expect(ring).toBeDefined();
    for (const surface of ['white', 'slate-50', 'slate-100']) {
      expect(ratio(ring ?? '', surface), `focus ring on ${surface}`).toBeGreaterThanOrEqual(3);
    }
    // Inputs are outlined in the ring colour while focused, red when invalid.
    expect(ratio('red-600', 'white')).toBeGreaterThanOrEqual(3);
  });

  it('on the dark surfaces (landing hero, event cards) the violet ring would vanish, so those draw a white one', () => {
    for (const surface of ['primary-700', 'primary-800', 'primary-950', 'indigo-800', 'teal-700', 'sky-800']) {
      expect(ratio('primary-600', surface), `violet ring on ${surface}`).toBeLessThan(3);
      expect(ratio('white', surface), `white ring on ${surface}`).toBeGreaterThanOrEqual(3);
    }
    const hero = readFileSync(join(SRC, 'features/landing/components/hero.tsx'), 'utf8');
    expect(hero).toMatch(/from-primary-700[^"]*\[&_:focus-visible\]:outline-white/);
    const card = readFileSync(join(SRC, 'features/events/components/event-card.tsx'), 'utf8');
    expect(card).toMatch(/bg-white\/15 [^']*focus-visible:outline-white/);
  });
});
