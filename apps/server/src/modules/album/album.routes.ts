import {
  ALBUM_MSG,
  albumEventsSchema,
  albumPageSchema,
  albumQuerySchema,
  eventPhotosResponseSchema,
  idParamSchema,
} from '@dongne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { currentUserId } from '../../plugins/auth.ts';
import { addEventPhotos, deleteEventPhoto, listAlbum, listAlbumEvents } from './album.service.ts';

const photoParamsSchema = idParamSchema.extend({ photoId: idParamSchema.shape.id });

/** The group's album (사진첩, contract §20): every image of the group, and photos added to its events. */
export const albumRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['album'];
  const security = [{ bearer: [] }];
  const signedIn = { onRequest: app.authenticate };

  app.get(
    '/groups/:id/photos',
    { ...signedIn, schema: { tags, security, params: idParamSchema, querystring: albumQuerySchema, response: { 200: albumPageSchema } } },
    (request) =>
      listAlbum(deps, {
        groupId: request.params.id,
        userId: currentUserId(request),
        eventId: request.query.eventId ?? null,
        page: request.query.page,
        size: request.query.size,
      }),
  );

  // The album's event filter: every event with photos, not only those on the pages loaded so far.
  app.get(
    '/groups/:id/photos/events',
    { ...signedIn, schema: { tags, security, params: idParamSchema, response: { 200: albumEventsSchema } } },
    (request) => listAlbumEvents(deps, { groupId: request.params.id, userId: currentUserId(request) }),
  );

  // Repeated part `files`, as a post's images; the request is authorized before its files are read.
  app.post(
    '/events/:id/photos',
    {
      config: { writeLimit: 'uploads' },
      ...signedIn,
      schema: { tags, security, consumes: ['multipart/form-data'], params: idParamSchema, response: { 201: eventPhotosResponseSchema } },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError(415, '멀티파트 형식의 요청이 필요합니다.');
      const photos = await addEventPhotos(deps, {
        userId: currentUserId(request),
        eventId: request.params.id,
        readFiles: async (max) => {
          const files: Buffer[] = [];
          for await (const part of request.files()) {
            if (part.fieldname !== 'files') {
              part.file.resume();
              throw badRequest(`알 수 없는 파일 항목입니다: ${part.fieldname}`, part.fieldname);
            }
            const bytes = await part.toBuffer();
            if (bytes.length > 0) files.push(bytes);
          }
          // The multipart limit (10 files) already answers an 11th file with 413; this keeps the rule here too.
          if (files.length > max) throw badRequest(ALBUM_MSG.tooManyPhotos, 'files');
          return files;
        },
      });
      return reply.code(201).send({ photos });
    },
  );

  app.delete(
    '/events/:id/photos/:photoId',
    { config: { writeLimit: 'edits' }, ...signedIn, schema: { tags, security, params: photoParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteEventPhoto(deps, { userId: currentUserId(request), eventId: request.params.id, photoId: request.params.photoId });
      return reply.code(204).send(null);
    },
  );
};
