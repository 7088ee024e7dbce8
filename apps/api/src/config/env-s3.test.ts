import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('loadEnv: image storage settings', () => {
  it('stores images on local disk unless S3_BUCKET is set', () => {
    const env = loadEnv({});
    expect(env.S3_BUCKET).toBeUndefined();
    expect(env).toMatchObject({ S3_REGION: 'us-east-1', S3_PREFIX: 'media/', S3_FORCE_PATH_STYLE: false });
  });

  it('reads a self-hosted S3-compatible store', () => {
    const env = loadEnv({
      S3_BUCKET: 'atria-media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(env).toMatchObject({
      S3_BUCKET: 'atria-media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: true,
    });
  });

  it('refuses S3 settings without a bucket, and a key without its secret', () => {
    expect(() => loadEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET is required/);
    expect(() => loadEnv({ S3_BUCKET: 'atria-media', S3_ACCESS_KEY_ID: 'key' })).toThrow(/go together/);
    expect(() => loadEnv({ S3_BUCKET: 'atria-media', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });
});
