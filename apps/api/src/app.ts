import { Hono } from 'hono';
import { bibleRoutes } from './features/bible/bible.routes';
import { authRoutes } from './features/auth/auth.routes';
import { outboxRoutes } from './features/auth/outbox.routes';
import { adminRoutes } from './features/admin/admin.routes';
import { paymentRoutes } from './features/payments/payments.routes';
import { profileRoutes } from './features/auth/profile.routes';
import { flashcardsRoutes } from './features/flashcards/flashcards.routes';
import { episodeRoutes } from './features/episodes/episodes.routes';
import { healthRoutes } from './features/health/health.routes';
import { topicImageRoutes } from './features/admin/topic-images.routes';
import { podcastImportRoutes } from './features/podcasts/podcast-import.routes';
import { podcastRoutes } from './features/podcasts/podcasts.routes';
import { seriesRoutes } from './features/series/series.routes';
import { bugReportRoutes } from './features/bug-reports/bug-reports.routes';
import { landingRoutes } from './features/landing/landing.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { progressRoutes } from './features/progress/progress.routes';
import { continuationRoutes } from './features/series-continuation/continuation.routes';
import { subscriptionsRoutes } from './features/subscriptions/subscriptions.routes';
import { searchRoutes } from './features/search/search.routes';
import { notesRoutes } from './features/notes/notes.routes';
import { bookmarksRoutes } from './features/bookmarks/bookmarks.routes';
import { momentsRoutes } from './features/moments/moments.routes';
import { topicsRoutes } from './features/topics/topics.routes';
import { recapsRoutes } from './features/recaps/recaps.routes';
import { exportRoutes } from './features/export/export.routes';
import { certificatesRoutes } from './features/certificates/certificates.routes';
import { verseTimelineRoutes } from './features/verse-timeline/verse-timeline.routes';
import { certificatePageMeta } from './features/certificates/certificate-page-meta';
import type { AppDeps, AppEnv } from './lib/context';
import { admission } from './lib/admission';
import { errorBody, toErrorResponse } from './lib/errors';
import { jsonBodyLimit } from './lib/json-body';
import { assetsDir, webDistDir } from './lib/paths';
import { requestContext, requestLog } from './lib/request-context';
import { safeJoin, serveFile } from './lib/serve-file';
import { securityHeaders } from './lib/security-headers';
import { mountWeb } from './lib/web';

/** AI answers running at once, per pooled database connection (see createApp). */
export const AI_ANSWERS_PER_CONNECTION = 2;

export interface CreateAppOptions {
  webDist?: string;
}

export function createApp(deps: AppDeps, options: CreateAppOptions = {}) {
  const app = new Hono<AppEnv>();
  app.use(requestContext(deps));
  app.use(securityHeaders());
  // AI answers (SPEC §7) are the heaviest API call: a retrieval costs PostgreSQL about 5 ms where a read or
  // a save costs a fraction of one. At most two per pooled connection run at once; the rest wait here, in
  // arrival order and before the admission below, so a waiting answer holds none of its places. Answers in
  // progress then share the cores with fewer others, and a burst of questions cannot take the places of
  // reads and saves (issue 13: at 50 connections the answers' p95 and p99 fell by about a
  // seventh, their throughput by about 5%).
  app.use('/api/search/summary/*', admission({ maxInFlight: AI_ANSWERS_PER_CONNECTION * deps.env.DB_POOL_SIZE, maxQueue: 5_000 }));
  // Under overload: a bounded number of API requests at once, the rest queued; queued requests whose
  // client has gone are dropped unprocessed (lib/admission.ts). /api/health never waits. Ten per pooled
  // connection: the hot reads and progress writes of requests in flight together share statements
  // (db/batched.ts), so more of them admitted means fewer, fuller statements, not a longer pool queue.
  app.use(
    '/api/*',
    admission({ maxInFlight: Math.max(8, deps.env.DB_POOL_SIZE * 10), maxQueue: 5_000, bypass: (p) => p === '/api/health' }),
  );

  app.onError((err, c) => {
    const handled = toErrorResponse(err, c);
    if (handled) {
      // A dependency failing (database unreachable, storage full): the client gets a clear 503/507, the log the cause.
      if (handled.status >= 500) requestLog(c).warn({ err }, 'a dependency is unavailable');
      return handled;
    }
    requestLog(c).error({ err }, 'unhandled error');
    return c.json(errorBody('internal', 'Something went wrong on our side. Please try again.'), 500);
  });

  const api = new Hono<AppEnv>();
  // Screenshot uploads: registered before the JSON limit below (Hono runs handlers in registration order,
  // so that limit never sees this route); the route enforces its own, larger limit.
  api.route('/bug-reports', bugReportRoutes);
  api.route('/podcasts/import', podcastImportRoutes); // feed files: its own limit, like bug reports
  api.route('/topic-images', topicImageRoutes); // admin image uploads: their own limit too
  // JSON bodies are small (lib/json-body.ts); uploads have their own, larger limits on their own routes.
  api.use(jsonBodyLimit);
  api.route('/health', healthRoutes);
  api.route('/podcasts', podcastRoutes);
  api.route('/series', seriesRoutes);
  api.route('/episodes', episodeRoutes);
  api.route('/', verseTimelineRoutes); // /episodes/:id/verses, /verse-mentions/:book/:chapter, /series/:id/verse-deck
  api.route('/', landingRoutes); // /config, /waitlist, /creator-submissions
  api.route('/auth', authRoutes);
  api.route('/profile', profileRoutes);
  api.route('/admin/outbox', outboxRoutes);
  api.route('/admin', adminRoutes);
  api.route('/payments', paymentRoutes);
  api.route('/bible', bibleRoutes);
  api.route('/progress', progressRoutes);
  api.route('/continue-listening', continuationRoutes);
  api.route('/subscriptions', subscriptionsRoutes);
  api.route('/dashboard', dashboardRoutes);
  api.route('/flashcards', flashcardsRoutes);
  api.route('/search', searchRoutes);
  api.route('/notes', notesRoutes);
  api.route('/bookmarks', bookmarksRoutes);
  api.route('/moments', momentsRoutes);
  api.route('/topics', topicsRoutes);
  api.route('/recaps', recapsRoutes);
  api.route('/export', exportRoutes);
  api.route('/certificates', certificatesRoutes);
  api.all('*', (c) => c.json(errorBody('not_found', 'No such API route.'), 404));
  app.route('/api', api);

  // Demo audio and images; HTTP range requests make seeking work.
  app.get('/media/*', (c) => {
    const file = safeJoin(assetsDir, c.req.path.slice('/media'.length));
    return (file && serveFile(c, file, 'public, max-age=86400')) || c.json(errorBody('not_found', 'No such file.'), 404);
  });

  mountWeb(app, options.webDist ?? webDistDir, { pageMeta: certificatePageMeta });
  return app;
}
