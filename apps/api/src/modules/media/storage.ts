import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import type { Env } from '../../config/env';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';

export interface StoredFile {
  body: Readable;
  size: number;
}

/**
 * Where image files live (docs/images.md#storage). Files are named by their content's hash, so a name is
 * written once and never changes: writing it again is a no-op.
 */
export interface MediaStorage {
  readonly kind: 'local' | 's3';
  /**
   * Stores `data` under `name`, whole or not at all (no reader ever sees half a file). Returns false, having
   * written nothing, when the name was already stored.
   */
  put(name: string, data: Buffer, contentType: string): Promise<boolean>;
  /** The file, or null when there is none of that name. */
  get(name: string): Promise<StoredFile | null>;
  /** Removes the file; no error when there is none. */
  delete(name: string): Promise<void>;
}

/** The data dir's `media` folder, or the S3-compatible store when S3_BUCKET is configured. */
export function createMediaStorage(env: Env): MediaStorage {
  if (env.S3_BUCKET) {
    return new S3Storage({
      bucket: env.S3_BUCKET,
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      credentials:
        env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
          : undefined,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      prefix: env.S3_PREFIX,
    });
  }
  return new LocalStorage(join(resolve(env.ATRIA_DATA_DIR), 'media'));
}
