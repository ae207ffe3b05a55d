import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** A real S3-protocol server (s3rver) on loopback, with one bucket, in a temporary directory. */
export type TestS3 = {
  /** The S3_* settings that point a server at it. */
  env: Record<string, string>;
  /** The object's bytes, or null when the bucket has no such key. */
  read: (key: string) => Promise<Buffer | null>;
  exists: (key: string) => Promise<boolean>;
  close: () => Promise<void>;
};

export const S3_TEST_BUCKET = 'dongne-images';

export async function startS3(): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'dongne-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: S3_TEST_BUCKET }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const isMissing = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;
  return {
    env: { S3_ENDPOINT: endpoint, S3_BUCKET: S3_TEST_BUCKET, S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER', S3_REGION: 'us-east-1' },
    read: async (key) => {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: S3_TEST_BUCKET, Key: key }));
        return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    exists: async (key) => {
      try {
        await client.send(new HeadObjectCommand({ Bucket: S3_TEST_BUCKET, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    close: async () => {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
