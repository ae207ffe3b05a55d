import type { FastifyPluginAsync } from 'fastify';
import { IMAGE_KEY, type StoredImage } from './storage.ts';

/**
 * `/uploads/<key>` streamed from storage that is not a local folder (an S3 bucket), so URLs stay
 * relative and whichever instance a request reaches serves any instance's upload.
 */
export const storedUploadsRoute: FastifyPluginAsync<{ openImage: (key: string) => Promise<StoredImage | null> }> = async (
  app,
  { openImage },
) => {
  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const image = IMAGE_KEY.test(key) ? await openImage(key) : null;
    if (!image) return reply.callNotFound();
    reply.header('Content-Type', image.contentType);
    if (image.contentLength !== undefined) reply.header('Content-Length', image.contentLength);
    if (image.etag) reply.header('ETag', image.etag);
    if (image.cacheControl) reply.header('Cache-Control', image.cacheControl);
    return reply.send(image.body);
  });
};
