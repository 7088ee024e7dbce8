import { randomBytes } from 'node:crypto';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../../test/helpers';
import { S3Storage } from './s3-storage';
import { createMediaStorage } from './storage';
import { storageContract } from './storage-contract';

/**
 * Runs against a local S3-compatible server (MinIO, s3rver, ...) named by S3_TEST_ENDPOINT, with
 * S3_TEST_ACCESS_KEY_ID / S3_TEST_SECRET_ACCESS_KEY (default minioadmin/minioadmin); a fresh bucket per run.
 */
const endpoint = process.env.S3_TEST_ENDPOINT;
const SKIP_REASON = 'S3 storage: skipped, no local S3-compatible server (set S3_TEST_ENDPOINT to run these tests)';
if (!endpoint) console.warn(`[atria tests] ${SKIP_REASON}`);

describe('S3Storage: chosen by configuration', () => {
  it('is used when S3_BUCKET is set', () => {
    const storage = createMediaStorage(testEnv({ S3_BUCKET: 'atria-media', S3_ENDPOINT: 'http://127.0.0.1:1' }));
    expect(storage.kind).toBe('s3');
    if (storage instanceof S3Storage) storage.close();
  });
});

describe.skipIf(!endpoint)(endpoint ? 'S3Storage against a local server' : SKIP_REASON, () => {
  let storage: S3Storage | undefined;
  const use = (): S3Storage => {
    if (!storage) throw new Error('S3 storage not started');
    return storage;
  };

  beforeAll(async () => {
    const bucket = `atria-test-${randomBytes(4).toString('hex')}`;
    storage = new S3Storage({
      bucket,
      endpoint,
      region: 'us-east-1',
      credentials: {
        accessKeyId: process.env.S3_TEST_ACCESS_KEY_ID ?? 'minioadmin',
        secretAccessKey: process.env.S3_TEST_SECRET_ACCESS_KEY ?? 'minioadmin',
      },
      forcePathStyle: true,
      prefix: 'media/',
    });
    await storage.client.send(new CreateBucketCommand({ Bucket: bucket }));
  });
  afterAll(() => storage?.close());

  storageContract(use);
});
