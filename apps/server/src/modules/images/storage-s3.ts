import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../config.ts';
import { IMAGE_KEY, type ImageStorage, keyOfUploadsUrl, type StoredImage, UPLOADS_PREFIX } from './storage.ts';

// Keys are fresh UUIDs and never rewritten, so any cache may keep an image for good.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Images in an S3-compatible bucket (AWS S3, MinIO, R2), so every instance sees every upload.
 * URLs stay relative (`/uploads/<key>`, streamed from the bucket by whichever instance is asked)
 * unless S3_PUBLIC_URL names a public address of the bucket, which then serves them itself.
 */
export class S3ImageStorage implements ImageStorage {
  private readonly client: S3Client;

  private readonly config: S3Config;

  constructor(config: S3Config) {
    this.config = config;
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Path-style addressing works on AWS and on every S3-compatible server; bucket subdomains do not.
      forcePathStyle: true,
      // The SDK's default CRC trailers are still refused by several S3-compatible servers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /**
   * Checks the bucket at start. S3 answering that the bucket or the credentials are wrong (a 4xx)
   * is a bad value and throws; S3 not answering (network, 5xx) is an outage the instance starts
   * degraded through (contract §15): the reason goes to `onUnreachable`.
   */
  async checkAtStart(onUnreachable: (reason: Error) => void): Promise<void> {
    try {
      await this.ping();
    } catch (error) {
      const reason = new Error(`S3 bucket "${this.config.bucket}" at ${this.config.endpoint} is not usable: ${describe(error)}`, {
        cause: error,
      });
      const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
      if (status !== undefined && status < 500) throw reason;
      onUnreachable(reason);
    }
  }

  /** One HeadBucket round trip, for `/api/health/ready`. */
  async ping(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.config.bucket }));
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<string> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.config.bucket, Key: key, Body: bytes, ContentType: contentType, CacheControl: IMMUTABLE }),
    );
    return this.config.publicUrl ? `${this.config.publicUrl}/${key}` : `${UPLOADS_PREFIX}${key}`;
  }

  async remove(url: string): Promise<void> {
    const key = this.keyOf(url);
    if (key) await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  owns(url: string): boolean {
    return this.keyOf(url) !== null;
  }

  async open(key: string): Promise<StoredImage | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
      if (!(object.Body instanceof Readable)) throw new Error('S3 answered a body that is not a Node stream');
      return {
        body: object.Body,
        contentType: object.ContentType ?? 'application/octet-stream',
        contentLength: object.ContentLength,
        etag: object.ETag,
        cacheControl: object.CacheControl,
      };
    } catch (error) {
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
      throw error;
    }
  }

  /**
   * Both URL forms: `/uploads/<key>` is always served (from the bucket), so uploads made before
   * S3_PUBLIC_URL was set stay valid after it is.
   */
  private keyOf(url: string): string | null {
    const publicPrefix = this.config.publicUrl ? `${this.config.publicUrl}/` : undefined;
    if (publicPrefix && url.startsWith(publicPrefix)) {
      const key = url.slice(publicPrefix.length);
      return IMAGE_KEY.test(key) ? key : null;
    }
    return keyOfUploadsUrl(url);
  }
}

function describe(error: unknown): string {
  if (error instanceof S3ServiceException) return `${error.name} (HTTP ${error.$metadata.httpStatusCode ?? '?'})`;
  return error instanceof Error ? error.message : String(error);
}
