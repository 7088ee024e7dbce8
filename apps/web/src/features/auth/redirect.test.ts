import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('keeps a remembered location inside /app, with its query', () => {
    expect(safeRedirect('/app/events/3')).toBe('/app/events/3');
    expect(safeRedirect('/app?tab=general')).toBe('/app?tab=general');
    expect(safeRedirect('/app')).toBe('/app');
  });

  it('falls back to /app for missing, external or lookalike targets', () => {
    expect(safeRedirect(undefined)).toBe('/app');
    expect(safeRedirect('https://evil.example/app')).toBe('/app');
    expect(safeRedirect('//evil.example/app')).toBe('/app');
    expect(safeRedirect('/application')).toBe('/app');
    expect(safeRedirect('/')).toBe('/app');
  });
});
