import { describe, expect, it } from 'vitest';
import { ConfigError, demoEnabled, loadEnv } from './env';

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', ATRIA_DATA_DIR: './data', NODE_ENV: 'development' });
    expect(Object.isFrozen(env)).toBe(true);
  });

  it('explains every bad setting in one error', () => {
    expect(() => loadEnv({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(ConfigError);
    try {
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'not a url' });
    } catch (err) {
      expect((err as Error).message).toMatch(/PORT/);
      expect((err as Error).message).toMatch(/DATABASE_URL/);
    }
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET is required/);
    expect(loadEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }).NODE_ENV).toBe('production');
  });

  it('seeds demo data on the embedded database only, unless told otherwise', () => {
    expect(demoEnabled(loadEnv({}))).toBe(true);
    expect(demoEnabled(loadEnv({ DATABASE_URL: 'postgres://x@127.0.0.1/db' }))).toBe(false);
    expect(demoEnabled(loadEnv({ DATABASE_URL: 'postgres://x@127.0.0.1/db', ATRIA_DEMO: '1' }))).toBe(true);
    expect(demoEnabled(loadEnv({ ATRIA_DEMO: 'false' }))).toBe(false);
  });
});
