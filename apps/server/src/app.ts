import { existsSync } from 'node:fs';
import path from 'node:path';
import { MAX_IMAGE_BYTES, MAX_POST_IMAGES } from '@dongne/contract';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from './deps.ts';
import { AppError } from './lib/app-error.ts';
import { createJwt } from './lib/jwt.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { albumRoutes } from './modules/album/album.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { blockRoutes } from './modules/blocks/blocks.routes.ts';
import { registerChatDestinations } from './modules/chat/chat.realtime.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { digestRoutes } from './modules/digest/digest.routes.ts';
import { registerDatePollDestinations } from './modules/events/date-polls.realtime.ts';
import { datePollRoutes } from './modules/events/date-polls.routes.ts';
import { eventRoutes } from './modules/events/events.routes.ts';
import { groupRoutes } from './modules/groups/groups.routes.ts';
import { membershipRoutes } from './modules/groups/membership.routes.ts';
import { staffRoutes } from './modules/groups/staff.routes.ts';
import { clientConfigRoutes } from './modules/health/client-config.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { imageRoutes } from './modules/images/images.routes.ts';
import { storedUploadsRoute } from './modules/images/storage-route.ts';
import { devMailRoutes } from './modules/mail/dev-mail.routes.ts';
import { registerNotificationDestinations } from './modules/notifications/notifications.realtime.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { passwordRoutes } from './modules/password/password.routes.ts';
import { commentRoutes } from './modules/posts/comments.routes.ts';
import { registerPollDestinations } from './modules/posts/polls.realtime.ts';
import { pollRoutes } from './modules/posts/polls.routes.ts';
import { postRoutes } from './modules/posts/posts.routes.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { referenceRoutes } from './modules/reference/reference.routes.ts';
import { reportRoutes } from './modules/reports/reports.routes.ts';
import { findUserById } from './modules/users/users.repo.ts';
import { userRoutes } from './modules/users/users.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { loadFirstScreenRenderer } from './plugins/first-screen.ts';
import { observabilityPlugin, requestIdOf } from './plugins/observability.ts';
import { lazyRequestLogger } from './plugins/request-logger.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { responseSerializerCompiler } from './plugins/serializer.ts';
import { wellFormedTextPlugin } from './plugins/well-formed-text.ts';
import { writeLimitsPlugin } from './plugins/write-limits.ts';
import { installStompEndpoint } from './realtime/sockjs-endpoint.ts';
import { type StompPrincipal, StompRoutes } from './realtime/stomp-routes.ts';

/** Builds the whole HTTP app on the given dependencies; never listens (tests inject into it). */
export async function buildApp(deps: Deps): Promise<FastifyInstance> {
  const security = securityHeaders({
    contentSecurityPolicy: {
      directives: { upgradeInsecureRequests: null, imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins(deps)] },
    },
    crossOriginEmbedderPolicy: false,
  });
  const app = Fastify({
    loggerInstance: deps.log as FastifyBaseLogger,
    trustProxy: deps.config.trustProxy,
    // While draining, a request that still arrives on an open keep-alive connection is served
    // (with Connection: close) rather than refused: the database stays open until the drain ends.
    return503OnClosing: false,
    bodyLimit: 1_048_576,
    // A client that dribbles its headers or body holds a socket and parser state: both are bounded
    // in time (checked every second, so the bound is the bound and not Node's 30 s sweep).
    requestTimeout: deps.config.http.bodyTimeoutMs,
    http: { headersTimeout: deps.config.http.headersTimeoutMs, connectionsCheckingInterval: 1_000 },
    frameworkErrors,
    clientErrorHandler: clientErrorHandler(security),
    routerOptions: { ignoreTrailingSlash: true },
    genReqId: requestIdOf,
    // plugins/observability.ts writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: lazyRequestLogger,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  // Answers to requests that were in flight when the shutdown began close their connection, so
  // no kept-alive client holds the process open until the keep-alive timeout.
  let isClosing = false;
  // Callback-style hooks: an async hook costs a promise per request on every route.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(security);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (isClosing) reply.header('Connection', 'close');
    done(null, payload);
  });

  await app.register(errorsPlugin);
  await app.register(observabilityPlugin, { deps });
  await app.register(wellFormedTextPlugin);
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_POST_IMAGES, fields: 10, parts: MAX_POST_IMAGES + 10 },
  });
  if (deps.config.apiDocs) await registerApiDocs(app);
  await app.register(authPlugin, { deps });
  await app.register(writeLimitsPlugin, { deps });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { deps });
      await api.register(clientConfigRoutes, { deps });
      await api.register(referenceRoutes, { deps });
      await api.register(authRoutes, { deps });
      await api.register(passwordRoutes, { deps });
      await api.register(userRoutes, { deps });
      await api.register(accountRoutes, { deps });
      await api.register(blockRoutes, { deps });
      await api.register(imageRoutes, { deps });
      await api.register(groupRoutes, { deps });
      await api.register(membershipRoutes, { deps });
      await api.register(staffRoutes, { deps });
      await api.register(postRoutes, { deps });
      await api.register(commentRoutes, { deps });
      await api.register(pollRoutes, { deps });
      await api.register(datePollRoutes, { deps });
      await api.register(notificationRoutes, { deps });
      await api.register(pushRoutes, { deps });
      await api.register(digestRoutes, { deps });
      await api.register(chatRoutes, { deps });
      await api.register(eventRoutes, { deps });
      await api.register(albumRoutes, { deps });
      await api.register(reportRoutes, { deps });
      await api.register(adminRoutes, { deps, prefix: '/admin' });
      if (deps.config.env !== 'production' && deps.mailer.kind === 'outbox') await api.register(devMailRoutes, { deps });
    },
    { prefix: '/api' },
  );

  await registerStatic(app, deps);
  const stompRoutes = new StompRoutes();
  registerChatDestinations(stompRoutes, deps);
  registerNotificationDestinations(stompRoutes);
  registerPollDestinations(stompRoutes, deps);
  registerDatePollDestinations(stompRoutes, deps);
  const stomp = installStompEndpoint(app.server, {
    hub: deps.realtime,
    routes: stompRoutes,
    authenticate: stompAuthenticator(deps),
    publicMessageOf: (error) => (error instanceof AppError ? error.message : undefined),
    log: deps.log,
    heartbeatMs: deps.config.stompHeartbeatMs,
    responseHeaders: security,
  });
  // Runs just before the listener closes: live sessions end so their clients reconnect elsewhere.
  app.addHook('preClose', async () => {
    isClosing = true;
    stomp.closeAll();
  });
  return app;
}

/** OpenAPI from the same zod schemas the routes validate with, at /api/docs. */
async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: '동네모임 API', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

/**
 * A STOMP CONNECT's bearer token is an access token, of a sign-in not ended, of a user who still
 * exists. The connection lives as long as the token and ends with the sign-in.
 */
function stompAuthenticator(deps: Deps): (token: string) => Promise<StompPrincipal | null> {
  const jwt = createJwt(deps.config.jwtSecret);
  return async (token) => {
    const now = deps.clock.now();
    const claims = await jwt.verify(token, now);
    if (!claims || (claims.sessionId !== null && deps.sessions.isRevoked(claims.sessionId))) return null;
    const user = await findUserById(deps.db, claims.userId);
    return user && !user.deletedAt
      ? { id: user.id, name: user.nickname, sessionId: claims.sessionId, expiresInMs: claims.expiresAt - now.getTime() }
      : null;
  };
}

/** Images served straight from a public bucket (S3_PUBLIC_URL) come from that origin. */
function imageOrigins(deps: Deps): string[] {
  const publicUrl = deps.config.s3?.publicUrl;
  return publicUrl ? [new URL(publicUrl).origin] : [];
}

/** Uploaded images at /uploads and the built web app at / with the SPA's fallback to index.html. */
async function registerStatic(app: FastifyInstance, deps: Deps): Promise<void> {
  const openImage = deps.storage.open?.bind(deps.storage);
  if (openImage) {
    await app.register(storedUploadsRoute, { openImage });
  } else {
    await app.register(fastifyStatic, {
      root: path.join(deps.config.dataDir, 'uploads'),
      prefix: '/uploads/',
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
      index: false,
    });
  }
  const webDist = deps.config.webDist;
  if (!existsSync(path.join(webDist, 'index.html'))) return;
  // `preCompressed`: the web build writes .br/.gz siblings (apps/web/scripts/precompress.mjs), sent to
  // browsers that accept them, so the one-process default serves a compressed app without a proxy.
  // Files under assets/ carry a content hash in their name: cached for a year. The service worker,
  // the manifest and the shell name each build's files under a fixed address: browsers ask again
  // every time (`no-cache`), so a deploy reaches them (contract §18). `setHeaders` runs after the
  // plugin's own Cache-Control, so it is the place to say so.
  const assetsDir = path.join(webDist, 'assets') + path.sep;
  const alwaysRevalidated = new Set(['sw.js', 'manifest.webmanifest', 'index.html'].map((file) => path.join(webDist, file)));
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: true,
    preCompressed: true,
    setHeaders: (reply, file) => {
      if (file.startsWith(assetsDir)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      // (`file` is the pre-compressed sibling when one is sent.)
      else if (alwaysRevalidated.has(file.replace(/\.(br|gz)$/, ''))) reply.header('cache-control', 'no-cache');
    },
  });
  const renderFirstScreen = deps.config.firstScreenRender
    ? await loadFirstScreenRenderer(app, { webDist, log: deps.log as FastifyBaseLogger, registry: app.metricsRegistry })
    : null;
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/uploads/') || request.url.startsWith('/ws');
    // HEAD too: uptime checks and link previews ask it of a page before (or instead of) GET.
    const isPageMethod = request.method === 'GET' || request.method === 'HEAD';
    if (!isPageMethod || isApi || path.extname(request.url.split('?')[0] ?? '') !== '') {
      return reply.callNotFound();
    }
    const page = renderFirstScreen && request.method === 'GET' ? await renderFirstScreen(request) : null;
    // With server renders on, a page's HTML depends on the hint cookies: caches must keep them apart.
    if (renderFirstScreen) reply.header('Vary', 'Accept-Encoding, Cookie');
    if (page) {
      const accepts = String(request.headers['accept-encoding'] ?? '');
      const [encoding, body] = /\bbr\b/.test(accepts)
        ? ['br', page.br]
        : /\bgzip\b/.test(accepts)
          ? ['gzip', page.gzip]
          : [null, page.plain];
      if (encoding) reply.header('Content-Encoding', encoding);
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(body);
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
