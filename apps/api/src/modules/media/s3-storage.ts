import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
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

/**
 * The AWS SDK, loaded when a bucket is first used: an instance storing images on its local disk (the default)
 * never pays for it (about 5 MB of heap and twice that resident).
 */
type Sdk = typeof import('@aws-sdk/client-s3');
const loadSdk = (): Promise<Sdk> => import('@aws-sdk/client-s3');

function isMissing(sdk: Sdk, err: unknown): boolean {
  if (!(err instanceof sdk.S3ServiceException)) return false;
  return err.name === 'NotFound' || err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404;
}

/** Image files in a bucket of AWS S3 or any store speaking its API (docs/images.md#storage). */
export class S3Storage implements MediaStorage {
  readonly kind = 's3';
  private made: Promise<{ sdk: Sdk; client: S3Client }> | undefined;

  constructor(private readonly opts: S3StorageOptions) {}

  /** The SDK and this store's client, made on first use. */
  async s3(): Promise<{ sdk: Sdk; client: S3Client }> {
    this.made ??= loadSdk().then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: this.opts.region,
        endpoint: this.opts.endpoint,
        forcePathStyle: this.opts.forcePathStyle,
        credentials: this.opts.credentials,
      }),
    }));
    return this.made;
  }

  private key(name: string): string {
    return `${this.opts.prefix}${name}`;
  }

  private async exists(name: string): Promise<boolean> {
    const { sdk, client } = await this.s3();
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket: this.opts.bucket, Key: this.key(name) }));
      return true;
    } catch (err) {
      if (isMissing(sdk, err)) return false;
      throw err;
    }
  }

  /** An S3 object appears whole when its upload completes, or not at all: no temporary name is needed. */
  async put(name: string, data: Buffer, contentType: string): Promise<boolean> {
    if (await this.exists(name)) return false;
    const { sdk, client } = await this.s3();
    await client.send(
      new sdk.PutObjectCommand({
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
    const { sdk, client } = await this.s3();
    try {
      const out = await client.send(new sdk.GetObjectCommand({ Bucket: this.opts.bucket, Key: this.key(name) }));
      if (!(out.Body instanceof Readable)) throw new Error('S3 answered without a readable body');
      return { body: out.Body, size: out.ContentLength ?? 0 };
    } catch (err) {
      if (isMissing(sdk, err)) return null;
      throw err;
    }
  }

  async delete(name: string): Promise<void> {
    const { sdk, client } = await this.s3();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.opts.bucket, Key: this.key(name) }));
  }

  close(): void {
    void this.made?.then(({ client }) => client.destroy());
  }
}
