import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { healthRoutes } from './features/health/health.routes';
import type { AppDeps, AppEnv } from './lib/context';
import { errorBody, toErrorResponse } from './lib/errors';
import { assetsDir, webDistDir } from './lib/paths';
import { requestContext } from './lib/request-context';
import { safeJoin, serveFile } from './lib/serve-file';
import { securityHeaders } from './lib/security-headers';
import { mountWeb } from './lib/web';

export interface CreateAppOptions {
  webDist?: string;
}

export function createApp(deps: AppDeps, options: CreateAppOptions = {}) {
  const app = new Hono<AppEnv>();
  app.use(requestContext(deps));
  app.use(securityHeaders());

  app.onError((err, c) => {
    const handled = toErrorResponse(err, c);
    if (handled) return handled;
    c.get('log')?.error({ err }, 'unhandled error');
    return c.json(errorBody('internal', 'Something went wrong on our side. Please try again.'), 500);
  });

  const api = new Hono<AppEnv>();
  // JSON bodies are small; uploads have their own, larger limit on their own routes.
  api.use(
    bodyLimit({
      maxSize: 256 * 1024,
      onError: (c) => c.json(errorBody('payload_too_large', 'The request body is too large.'), 413),
    }),
  );
  api.route('/health', healthRoutes);
  api.all('*', (c) => c.json(errorBody('not_found', 'No such API route.'), 404));
  app.route('/api', api);

  // Demo audio and images; HTTP range requests make seeking work.
  app.get('/media/*', (c) => {
    const file = safeJoin(assetsDir, c.req.path.slice('/media'.length));
    return (file && serveFile(c, file, 'public, max-age=86400')) || c.json(errorBody('not_found', 'No such file.'), 404);
  });

  mountWeb(app, options.webDist ?? webDistDir);
  return app;
}
