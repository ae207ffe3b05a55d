import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../../config.ts';

/** An image read back from storage, to stream at `/uploads/<key>`. */
export type StoredImage = { body: Readable; contentType: string; contentLength?: number; etag?: string; cacheControl?: string };

/** Where uploaded images live: the local folder by default, an S3-compatible bucket at scale. */
export interface ImageStorage {
  /** Saves bytes under a server-made key and answers the public URL (relative unless S3_PUBLIC_URL is set). */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
  /** Removes the object behind a URL this storage issued. */
  remove(url: string): Promise<void>;
  /** Whether a URL was issued by this storage (for chat IMAGE messages and profile images). */
  owns(url: string): boolean;
  /** Reads an image for `/uploads/<key>`, null when missing. Absent for the local folder, which @fastify/static serves. */
  open?(key: string): Promise<StoredImage | null>;
  /** Readiness (contract §15): throws when the storage cannot be used. Absent for the local folder. */
  ping?(): Promise<void>;
}

export const UPLOADS_PREFIX = '/uploads/';
/** Every key the server makes: `<kind>/<uuid>.<ext>`. */
export const IMAGE_KEY = /^[a-z]+\/[\w-]+\.(jpg|png|gif|webp)$/;

/** The key of a `/uploads/<key>` URL, or null when the URL is not one of ours. */
export function keyOfUploadsUrl(url: string): string | null {
  if (!url.startsWith(UPLOADS_PREFIX)) return null;
  const key = url.slice(UPLOADS_PREFIX.length);
  return IMAGE_KEY.test(key) ? key : null;
}

class LocalImageStorage implements ImageStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = root;
  }

  async put(key: string, bytes: Buffer): Promise<string> {
    const file = this.fileFor(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes, { flag: 'wx' });
    return `${UPLOADS_PREFIX}${key}`;
  }

  async remove(url: string): Promise<void> {
    const key = keyOfUploadsUrl(url);
    if (key) await rm(this.fileFor(key), { force: true });
  }

  owns(url: string): boolean {
    return keyOfUploadsUrl(url) !== null;
  }

  private fileFor(key: string): string {
    const file = path.resolve(this.root, key);
    if (!file.startsWith(path.resolve(this.root) + path.sep)) throw new Error('key escapes the uploads root');
    return file;
  }
}

/**
 * The storage the configuration asks for. The S3 client is loaded only when S3 is configured: it
 * costs about a second of start-up the embedded default does not need. A bucket that refuses
 * (missing, wrong credentials) fails the start; one that does not answer is passed to
 * `onUnreachable` and the storage is used anyway (readiness names it degraded until it answers).
 */
export async function createImageStorage(
  config: Pick<Config, 's3' | 'dataDir'>,
  onUnreachable: (reason: Error) => void = (reason) => {
    throw reason;
  },
): Promise<ImageStorage> {
  if (config.s3) {
    const { S3ImageStorage } = await import('./storage-s3.ts');
    const storage = new S3ImageStorage(config.s3);
    await storage.checkAtStart(onUnreachable);
    return storage;
  }
  const root = path.join(config.dataDir, 'uploads');
  await mkdir(root, { recursive: true });
  return new LocalImageStorage(root);
}
