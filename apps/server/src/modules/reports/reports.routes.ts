import { createReportSchema, reportCreatedSchema } from '@dongne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { currentUserId } from '../../plugins/auth.ts';
import { createReport } from './reports.service.ts';

/** `POST /api/reports` (contract §11): 20 per user per hour (the `reports` write budget). */
export const reportRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/reports',
    {
      config: { writeLimit: 'reports' },
      onRequest: app.authenticate,
      schema: { tags: ['reports'], security: [{ bearer: [] }], body: createReportSchema, response: { 201: reportCreatedSchema } },
    },
    async (request, reply) => reply.code(201).send(await createReport(deps, { userId: currentUserId(request), ...request.body })),
  );
};
