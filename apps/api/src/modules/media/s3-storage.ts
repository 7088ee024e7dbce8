import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { MediaStorage, StoredFile } from './storage';

export interface S3StorageOptions {
  bucket: string;
  endpoint?: string;
  region: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  prefix: string;
}

const CACHE_CONTROL = 'public, max-age=31536000, immutable';

function isMissing(err: unknown): boolean {
  if (!(err instanceof S3ServiceException)) return false;
  return err.name === 'NotFound' || err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404;
}

/** Image files in a bucket of AWS S3 or any store speaking its API (docs/images.md#storage). */
export class S3Storage implements MediaStorage {
  readonly kind = 's3';
  readonly client: S3Client;

  constructor(private readonly opts: S3StorageOptions) {
    this.client = new S3Client({
      region: opts.region,
      endpoint: opts.endpoint,
      forcePathStyle: opts.forcePathStyle,
      credentials: opts.credentials,
    });
  }

  private key(name: string): string {
    return `${this.opts.prefix}${name}`;
  }

  private async exists(name: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.opts.bucket, Key: this.key(name) }));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }

  /** An S3 object appears whole when its upload completes, or not at all: no temporary name is needed. */
  async put(name: string, data: Buffer, contentType: string): Promise<boolean> {
    if (await this.exists(name)) return false;
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.opts.bucket,
        Key: this.key(name),
        Body: data,
        ContentType: contentType,
        ContentLength: data.length,
        CacheControl: CACHE_CONTROL,
      }),
    );
    return true;
  }

  async get(name: string): Promise<StoredFile | null> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.opts.bucket, Key: this.key(name) }));
      if (!(out.Body instanceof Readable)) throw new Error('S3 answered without a readable body');
      return { body: out.Body, size: out.ContentLength ?? 0 };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(name: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.opts.bucket, Key: this.key(name) }));
  }

  close(): void {
    this.client.destroy();
  }
}
