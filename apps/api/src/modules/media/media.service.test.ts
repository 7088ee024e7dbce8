import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MediaRefusal } from '@atria/contracts/media';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, users } from '../../db/schema';
import { STATUS_BY_CODE } from '../../plugins/error-handler';
import { makeUser } from '../../test/fixtures';
import { createTestDatabase, type TestDatabase } from '../../test/helpers';
import { decompressionBomb, jpegWithGps, noisyJpeg, plainPng, svgWithScript, textFile } from './image.fixture';
import { LocalStorage } from './local-storage';
import { MediaError } from './media.errors';
import { createMediaService } from './media.service';
import type { MediaStorage } from './storage';

let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(async () => {
  await tdb.drop();
});

function freshStorage(): LocalStorage {
  return new LocalStorage(join(mkdtempSync(join(tmpdir(), 'atria-media-svc-')), 'media'));
}

const filesIn = (storage: LocalStorage): string[] => {
  try {
    return readdirSync(storage.dir);
  } catch {
    return [];
  }
};

async function rowsOf(ownerId: number) {
  return tdb.database.db.select().from(media).where(eq(media.owner_id, ownerId));
}

/** A storage whose `failAt`-th write fails, as a full disk or a lost S3 connection would. */
function failingStorage(inner: LocalStorage, failAt: number): MediaStorage {
  let puts = 0;
  return {
    kind: 'local',
    put: (name, data, type) => {
      puts += 1;
      return puts === failAt ? Promise.reject(new Error('disk full')) : inner.put(name, data, type);
    },
    get: (name) => inner.get(name),
    delete: (name) => inner.delete(name),
  };
}

describe('storeImage', () => {
  it('stores every file and records the image for its owner', async () => {
    const storage = freshStorage();
    const owner = await makeUser(tdb.database.db);
    const image = await createMediaService({ db: tdb.database.db, storage }).storeImage(
      { id: owner },
      'AVATAR',
      await noisyJpeg(800, 600),
    );
    expect(image).toMatchObject({ purpose: 'AVATAR', width: 800, height: 600 });
    const [row] = await rowsOf(owner);
    expect(row?.id).toBe(image.id);
    expect(filesIn(storage).sort()).toEqual(image.variants.map((v) => v.url.replace('/media/', '')).sort());
    expect(image.variants.find((v) => v.width === 64 && v.format === 'webp')?.url).toMatch(
      /^\/media\/[0-9a-f]{32}-64\.webp$/,
    );
  });

  it('attaches the image in the same transaction (a user’s avatar)', async () => {
    const storage = freshStorage();
    const owner = await makeUser(tdb.database.db);
    const service = createMediaService({ db: tdb.database.db, storage });
    const image = await service.storeImage({ id: owner }, 'AVATAR', await plainPng(300, 300), {
      attach: async (tx, row) => {
        await tx.update(users).set({ avatar_media_id: row.id }).where(eq(users.id, owner));
      },
    });
    const [user] = await tdb.database.db.select().from(users).where(eq(users.id, owner));
    expect(user?.avatar_media_id).toBe(image.id);
    expect(await service.get(image.id)).toEqual(image);
  });

  it('strips GPS from a phone photo: the stored files have no EXIF', async () => {
    const storage = freshStorage();
    const owner = await makeUser(tdb.database.db);
    const image = await createMediaService({ db: tdb.database.db, storage }).storeImage(
      { id: owner },
      'AVATAR',
      await jpegWithGps(),
    );
    for (const v of image.variants) {
      const meta = await sharp(join(storage.dir, v.url.replace('/media/', ''))).metadata();
      expect(meta.exif).toBeUndefined();
    }
  });

  it('shares the files of the same picture uploaded twice, one row each', async () => {
    const storage = freshStorage();
    const service = createMediaService({ db: tdb.database.db, storage });
    const [a, b] = [await makeUser(tdb.database.db), await makeUser(tdb.database.db)];
    const png = await plainPng(200, 200);
    const [first, second] = await Promise.all([
      service.storeImage({ id: a }, 'AVATAR', png),
      service.storeImage({ id: b }, 'AVATAR', png),
    ]);
    expect(first?.variants).toEqual(second?.variants);
    expect(first?.id).not.toBe(second?.id);
    expect(filesIn(storage)).toHaveLength(first?.variants.length ?? -1);
  });
});

describe('storeImage: hostile and broken uploads leave nothing behind', () => {
  const cases: [string, () => Promise<Buffer> | Buffer, MediaRefusal, number][] = [
    ['a 0-byte upload', () => Buffer.alloc(0), 'EMPTY', 422],
    [
      'more than 5 MB',
      async () => Buffer.concat([await plainPng(100, 100), Buffer.alloc(5 * 1024 * 1024)]),
      'TOO_LARGE',
      413,
    ],
    ['a text file named .png', () => textFile, 'UNSUPPORTED_TYPE', 422],
    ['an SVG with a script', () => svgWithScript, 'UNSUPPORTED_TYPE', 422],
    ['a decompression bomb', () => decompressionBomb(20_000), 'TOO_MANY_PIXELS', 422],
    ['a truncated JPEG', async () => (await noisyJpeg(600, 400)).subarray(0, 20_000), 'DAMAGED', 422],
  ];

  for (const [what, make, reason, status] of cases) {
    it(`refuses ${what} (${reason}): no row, no file`, async () => {
      const storage = freshStorage();
      const owner = await makeUser(tdb.database.db);
      const err: unknown = await createMediaService({ db: tdb.database.db, storage })
        .storeImage({ id: owner }, 'AVATAR', await make())
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(MediaError);
      expect(err instanceof MediaError && err.reason).toBe(reason);
      expect(err instanceof MediaError && STATUS_BY_CODE[err.code]).toBe(status);
      expect(await rowsOf(owner)).toEqual([]);
      expect(filesIn(storage)).toEqual([]);
    });
  }

  it('removes the files already written when a later write fails', async () => {
    const storage = freshStorage();
    const owner = await makeUser(tdb.database.db);
    const service = createMediaService({ db: tdb.database.db, storage: failingStorage(storage, 4) });
    await expect(service.storeImage({ id: owner }, 'AVATAR', await noisyJpeg(600, 600))).rejects.toThrow('disk full');
    expect(await rowsOf(owner)).toEqual([]);
    expect(filesIn(storage)).toEqual([]);
  });

  it('removes the files when the database refuses the row (an owner that does not exist)', async () => {
    const storage = freshStorage();
    const service = createMediaService({ db: tdb.database.db, storage });
    await expect(service.storeImage({ id: 2_000_000_000 }, 'AVATAR', await plainPng(100, 100))).rejects.toThrow();
    expect(filesIn(storage)).toEqual([]);
  });

  it('undoes the row and the files when attaching fails, and keeps another upload’s files', async () => {
    const storage = freshStorage();
    const owner = await makeUser(tdb.database.db);
    const service = createMediaService({ db: tdb.database.db, storage });
    const png = await plainPng(150, 150);
    const kept = await service.storeImage({ id: owner }, 'AVATAR', await plainPng(150, 150, true));
    const before = filesIn(storage).sort();
    await expect(
      service.storeImage({ id: owner }, 'AVATAR', png, {
        attach: () => Promise.reject(new Error('attach failed')),
      }),
    ).rejects.toThrow('attach failed');
    expect((await rowsOf(owner)).map((r) => r.id)).toEqual([kept.id]);
    expect(filesIn(storage).sort()).toEqual(before);

    // The same picture as a stored one: its files were there before, so the failure must not remove them.
    const again = await plainPng(150, 150, true);
    await expect(
      service.storeImage({ id: owner }, 'AVATAR', again, { attach: () => Promise.reject(new Error('no')) }),
    ).rejects.toThrow('no');
    expect(filesIn(storage).sort()).toEqual(before);
  });
});

describe('deleteOwnedAvatars', () => {
  it('deletes the person’s avatars and their files, keeps files another row still uses, and their other images', async () => {
    const storage = freshStorage();
    const service = createMediaService({ db: tdb.database.db, storage });
    const [gone, other] = [await makeUser(tdb.database.db), await makeUser(tdb.database.db)];
    const own = await service.storeImage({ id: gone }, 'AVATAR', await noisyJpeg(200, 200), {
      attach: async (tx, row) => {
        await tx.update(users).set({ avatar_media_id: row.id }).where(eq(users.id, gone));
      },
    });
    const shared = await plainPng(128, 128);
    const sharedByOther = await service.storeImage({ id: other }, 'AVATAR', shared);
    await service.storeImage({ id: gone }, 'AVATAR', shared);
    const logo = await service.storeImage({ id: gone }, 'EVENT_LOGO', await plainPng(100, 100, true));

    expect(await service.deleteOwnedAvatars(gone)).toBe(2);
    expect((await rowsOf(gone)).map((r) => r.id)).toEqual([logo.id]);
    const [user] = await tdb.database.db.select().from(users).where(eq(users.id, gone));
    expect(user?.avatar_media_id).toBeNull();
    const names = (image: { variants: { url: string }[] }) => image.variants.map((v) => v.url.replace('/media/', ''));
    const left = filesIn(storage);
    for (const name of names(own)) expect(left).not.toContain(name);
    for (const name of [...names(sharedByOther), ...names(logo)]) expect(left).toContain(name);
  });
});
