import { clientConfigSchema } from '@dongne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';

/** Settings the browser reads at run time (not baked into the build), such as the Kakao Maps key. */
export const clientConfigRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get('/config', { schema: { tags: ['health'], response: { 200: clientConfigSchema } } }, () => ({
    kakaoMapKey: deps.config.kakaoMapKey ?? null,
  }));
};
