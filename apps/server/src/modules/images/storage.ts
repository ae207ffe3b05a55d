import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded images live; an S3-compatible implementation fills the same interface. */
export interface ImageStorage {
  /** Saves bytes under a server-made key and answers the public URL (relative for local disk). */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
  /** Removes the object behind a URL this storage issued. */
  remove(url: string): Promise<void>;
  /** Whether a URL was issued by this storage (for chat IMAGE messages and profile images). */
  owns(url: string): boolean;
}

export const UPLOADS_PREFIX = '/uploads/';

export class LocalImageStorage implements ImageStorage {
  constructor(readonly root: string) {}

  async put(key: string, bytes: Buffer): Promise<string> {
    const file = this.fileFor(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes, { flag: 'wx' });
    return `${UPLOADS_PREFIX}${key}`;
  }

  async remove(url: string): Promise<void> {
    if (!this.owns(url)) return;
    await rm(this.fileFor(url.slice(UPLOADS_PREFIX.length)), { force: true });
  }

  owns(url: string): boolean {
    return /^\/uploads\/[a-z]+\/[\w-]+\.(jpg|png|gif|webp)$/.test(url);
  }

  private fileFor(key: string): string {
    const file = path.resolve(this.root, key);
    if (!file.startsWith(path.resolve(this.root) + path.sep)) throw new Error('key escapes the uploads root');
    return file;
  }
}
