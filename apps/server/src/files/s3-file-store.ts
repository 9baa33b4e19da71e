import type { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import { checkedKey, type FileStore, type FileStores, type StoredFile } from './file-store';

export type S3Settings = {
  bucket: string;
  /** An S3-compatible service's address (MinIO, Ceph, OSS, COS…); AWS itself when absent. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://host/bucket/key` instead of `https://bucket.host/key`: what most self-hosted services expect. */
  forcePathStyle: boolean;
  /** Put before every object name, so one bucket can hold several installations. */
  prefix: string;
};

/** Objects of one bucket under `prefix`: PutObject, GetObject, DeleteObject. */
class S3Store implements FileStore {
  constructor(
    private readonly client: S3Sdk.S3Client,
    private readonly sdk: typeof S3Sdk,
    private readonly bucket: string,
    private readonly prefix: string,
  ) {}

  private name(key: string): string {
    return this.prefix + checkedKey(key);
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    // Stored as opaque bytes: the routes that serve files decide their content type from what was sniffed.
    await this.client.send(new this.sdk.PutObjectCommand({ Bucket: this.bucket, Key: this.name(key), Body: bytes, ContentType: 'application/octet-stream' }));
  }

  async open(key: string): Promise<StoredFile | null> {
    try {
      const answer = await this.client.send(new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: this.name(key) }));
      return { stream: answer.Body as Readable, size: answer.ContentLength ?? 0 };
    } catch (err) {
      if (err instanceof this.sdk.NoSuchKey || (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: this.name(key) }));
  }
}

/**
 * Both stores in one bucket, under `<prefix>private-files/` and `<prefix>public-files/`.
 * The SDK is loaded only here, so an installation on local disk never pays its start-up.
 * Answers the stores and a function that closes the client's connections.
 */
export async function s3FileStores(settings: S3Settings): Promise<{ stores: FileStores; close: () => void }> {
  const sdk = await import('@aws-sdk/client-s3');
  const client = new sdk.S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
  });
  return {
    stores: {
      privateFiles: new S3Store(client, sdk, settings.bucket, `${settings.prefix}private-files/`),
      publicFiles: new S3Store(client, sdk, settings.bucket, `${settings.prefix}public-files/`),
    },
    close: () => client.destroy(),
  };
}
