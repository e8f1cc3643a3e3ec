// Per-user responses (notes, bookmarks, exports) must never be kept by a shared cache or the back cache.
import { createMiddleware } from 'hono/factory';

export const privateNoStore = createMiddleware(async (c, next) => {
  await next();
  c.header('Cache-Control', 'private, no-store');
});
