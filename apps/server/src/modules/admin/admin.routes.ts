import {
  ADMIN_MSG,
  adminCompanySchema,
  adminUserQuerySchema,
  adminUsersPageSchema,
  auditPageSchema,
  auditQuerySchema,
  companyInputSchema,
  MSG,
  REPORT_TARGET_TYPES,
  reportQueueItemSchema,
  reportQueuePageSchema,
  reportQueueQuerySchema,
  resolveReportSchema,
  SAFETY_MSG,
  suspendUserSchema,
  suspensionSchema,
} from '@dongne/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { currentUserId } from '../../plugins/auth.ts';
import { listReportQueue, resolveReport } from '../reports/reports.service.ts';
import {
  createCompany,
  listAdminUsers,
  listAudit,
  listCompaniesForAdmin,
  removeCompany,
  suspendUser,
  unsuspendUser,
  updateCompany,
} from './admin.service.ts';
import { isOperator } from './admin-access.ts';

const idParams = z.object({ id: z.coerce.number().int().positive(ADMIN_MSG.userNotFound) });

/**
 * The operators' API (contract §13), under /api/admin. Everyone but an `ADMIN` (guests, bad
 * tokens, users) hears the same 404 as for a route that does not exist, before anything is read.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  // Operators' writes count against the edits budget like any account's (contract §16).
  const config = { writeLimit: 'edits' as const };
  app.addHook('onRequest', async (request: FastifyRequest) => {
    try {
      await app.authenticateOptional(request);
    } catch {
      throw notFound(MSG.notFound);
    }
    if (request.userId === null || !(await isOperator(deps, request.userId))) throw notFound(MSG.notFound);
  });

  app.get('/companies', { schema: { tags, security, response: { 200: z.array(adminCompanySchema) } } }, () => listCompaniesForAdmin(deps));
  app.post(
    '/companies',
    { config, schema: { tags, security, body: companyInputSchema, response: { 201: adminCompanySchema } } },
    async (request, reply) => reply.code(201).send(await createCompany(deps, currentUserId(request), request.body)),
  );
  app.put(
    '/companies/:id',
    { config, schema: { tags, security, params: idParams, body: companyInputSchema, response: { 200: adminCompanySchema } } },
    (request) => updateCompany(deps, currentUserId(request), request.params.id, request.body),
  );
  app.delete('/companies/:id', { config, schema: { tags, security, params: idParams } }, async (request, reply) => {
    await removeCompany(deps, currentUserId(request), request.params.id);
    return reply.code(204).send();
  });

  app.post(
    '/users/:id/suspend',
    { config, schema: { tags, security, params: idParams, body: suspendUserSchema, response: { 200: suspensionSchema } } },
    (request) =>
      suspendUser(deps, {
        actorId: currentUserId(request),
        userId: request.params.id,
        suspendDays: request.body.suspendDays,
        reason: request.body.reason,
      }),
  );
  app.get('/users', { schema: { tags, security, querystring: adminUserQuerySchema, response: { 200: adminUsersPageSchema } } }, (request) =>
    listAdminUsers(deps, request.query),
  );
  app.get('/audit', { schema: { tags, security, querystring: auditQuerySchema, response: { 200: auditPageSchema } } }, (request) =>
    listAudit(deps, request.query),
  );
  // Reports queue (contract §13).
  app.get(
    '/reports',
    { schema: { tags, security, querystring: reportQueueQuerySchema, response: { 200: reportQueuePageSchema } } },
    (request) => listReportQueue(deps, request.query),
  );
  app.post(
    '/reports/:targetType/:targetId/resolve',
    {
      config,
      schema: {
        tags,
        security,
        params: z.object({
          targetType: z.enum(REPORT_TARGET_TYPES, { message: SAFETY_MSG.reportResolveNotFound }),
          targetId: z.coerce.number().int().positive(SAFETY_MSG.reportResolveNotFound),
        }),
        body: resolveReportSchema,
        response: { 200: reportQueueItemSchema },
      },
    },
    (request) => resolveReport(deps, { ...request.params, ...request.body, actorId: currentUserId(request) }),
  );
  app.post(
    '/users/:id/unsuspend',
    { config, schema: { tags, security, params: idParams, response: { 200: suspensionSchema } } },
    (request) => unsuspendUser(deps, { actorId: currentUserId(request), userId: request.params.id }),
  );
};
