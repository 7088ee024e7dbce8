import { randomBytes } from 'node:crypto';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFilesPlugin } from '../../plugins/media-files';
import { makeUser } from '../../test/fixtures';
import { createTestDatabase, testEnv, type TestDatabase } from '../../test/helpers';
import { noisyJpeg, plainPng } from './image.fixture';
import { createMediaService } from './media.service';
import { S3Storage } from './s3-storage';
import { createMediaStorage, type MediaStorage } from './storage';
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
    await (await storage.s3()).client.send(new CreateBucketCommand({ Bucket: bucket }));
  });
  afterAll(() => storage?.close());

  storageContract(use);

  describe('behind the media service and the serving plugin', () => {
    let tdb: TestDatabase | undefined;
    beforeAll(async () => {
      tdb = await createTestDatabase();
    });
    afterAll(() => tdb?.drop());
    const db = () => {
      if (!tdb) throw new Error('no test database');
      return tdb.database.db;
    };

    it('stores an upload in the bucket and serves it from there', async () => {
      const owner = await makeUser(db());
      const image = await createMediaService({ db: db(), storage: use() }).storeImage(
        { id: owner },
        'AVATAR',
        await plainPng(200, 200),
      );
      const app = Fastify({ logger: false });
      await app.register(mediaFilesPlugin, { storage: use() });
      try {
        for (const v of image.variants) {
          const res = await app.inject({ method: 'GET', url: v.url });
          expect([res.statusCode, res.rawPayload.length]).toEqual([200, v.bytes]);
        }
      } finally {
        await app.close();
      }
    });

    it('leaves no object behind when the row cannot be stored', async () => {
      // Not a plain colour: its files must be new, not shared with the previous test's (those would be kept).
      const image = await noisyJpeg(300, 300);
      const names: string[] = [];
      const watching: MediaStorage = {
        kind: 's3',
        put: (name, data, type) => {
          names.push(name);
          return use().put(name, data, type);
        },
        get: (name) => use().get(name),
        delete: (name) => use().delete(name),
      };
      await expect(
        createMediaService({ db: db(), storage: watching }).storeImage({ id: 2_000_000_000 }, 'AVATAR', image),
      ).rejects.toThrow();
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(await use().get(name)).toBeNull();
    });
  });
});
