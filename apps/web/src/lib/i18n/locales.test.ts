import { describe, expect, it } from 'vitest';
import { directionOf, preferredLocale } from './locales';

describe('preferredLocale', () => {
  it('takes the remembered choice first', () => {
    expect(preferredLocale('ar', ['de-DE'])).toBe('ar');
    expect(preferredLocale('pseudo', [])).toBe('pseudo');
  });

  it('falls back to the first browser language Atria speaks, then English', () => {
    expect(preferredLocale(null, ['fr-FR', 'de-AT', 'ar'])).toBe('de');
    expect(preferredLocale('klingon', ['fr'])).toBe('en');
  });
});

describe('directionOf', () => {
  it('is right-to-left for Arabic only', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('de')).toBe('ltr');
  });
});
