/**
 * The pseudo-locale (docs/i18n.md#pseudo-locale): English with accented letters and about 30 % more length,
 * in brackets, so screenshots show text that is not translated (no accents), cut off (no closing bracket) or
 * squeezed by longer languages. Loaded only when chosen.
 */
const ACCENTED: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ö',
  u: 'ü',
  c: 'ç',
  n: 'ñ',
  y: 'ý',
  s: 'š',
  z: 'ž',
  A: 'Å',
  E: 'É',
  I: 'Î',
  O: 'Ø',
  U: 'Ü',
  C: 'Ç',
  N: 'Ñ',
  Y: 'Ý',
  S: 'Š',
  Z: 'Ž',
};

export function pseudoText(text: string): string {
  return text.replace(/[a-zA-Z]/g, (letter) => ACCENTED[letter] ?? letter);
}

export function pseudoWrap(message: string): string {
  const padding = '~'.repeat(Math.max(1, Math.round(message.length * 0.3)));
  return `[${message} ${padding}]`;
}
