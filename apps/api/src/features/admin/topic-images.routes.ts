// Topic and recap images (issue 12: "images uploaded to storage"). Admins upload; anyone may read, since
// topics are public. Mounted before the API's 256 KB JSON limit (see app.ts) with its own image limit.
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { auditAction } from '../../lib/audit';
import { requireAdmin, type UserEnv } from '../../lib/auth-guard';
import { badRequest, errorBody, notFound } from '../../lib/errors';
import { checkUploadedImage, IMAGE_CONTENT_TYPES } from '../../lib/image-type';
import { rateLimiterFor } from '../../lib/rate-limiter-for';
import { storageFor } from '../../lib/storage';

export const TOPIC_IMAGE_BUCKET = 'topic-images';
export const TOPIC_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
const KEY = /^[0-9a-f-]{36}\.(png|jpg|gif|webp)$/;
/** Uploads fill storage: plenty for editing a catalogue, too few for a stolen admin session to flood it. */
export const TOPIC_IMAGE_UPLOADS_PER_USER = { name: 'topic-image-upload:user', max: 30, windowMs: 10 * 60_000 };

export const topicImageRoutes = new Hono<UserEnv>()
  .post(
    '/',
    requireAdmin,
    bodyLimit({
      maxSize: TOPIC_IMAGE_MAX_BYTES + 64 * 1024,
      onError: (c) => c.json(errorBody('payload_too_large', 'Images may be at most 2 MB.'), 413),
    }),
    async (c) => {
      await rateLimiterFor(c.get('deps')).enforce(
        [[TOPIC_IMAGE_UPLOADS_PER_USER, c.get('user').id]],
        (s) => `Too many image uploads. Please wait ${s} seconds and try again.`,
      );
      const form = await c.req.parseBody().catch(() => {
        throw badRequest('The upload could not be read.', 'invalid_body');
      });
      const file = form.image;
      if (!(file instanceof File)) throw badRequest('Choose an image to upload (field "image").', 'image_required');
      const bytes = new Uint8Array(await file.arrayBuffer());
      if (bytes.length > TOPIC_IMAGE_MAX_BYTES) return c.json(errorBody('payload_too_large', 'Images may be at most 2 MB.'), 413);
      // The bytes decide, not the file name or the browser's claimed type; a decoding bomb is refused.
      const type = checkUploadedImage(bytes)?.type;
      if (!type) throw badRequest('Only PNG, JPEG, GIF or WebP images can be uploaded.', 'not_an_image');
      const key = `${randomUUID()}.${type === 'jpeg' ? 'jpg' : type}`;
      const storage = storageFor(c.get('deps'), TOPIC_IMAGE_BUCKET);
      // A full or unwritable store answers 507/503 (storageWriteError) and writes nothing.
      await storage.put(key, bytes, IMAGE_CONTENT_TYPES[type]);
      try {
        await auditAction(c, 'topic_image.upload', key, { originalFilename: file.name, bytes: bytes.length });
      } catch (err) {
        // No audit row, no file: an upload is recorded or it did not happen.
        await storage.delete(key).catch(() => undefined);
        throw err;
      }
      return c.json({ imageUrl: `/api/topic-images/${key}` }, 201);
    },
  )
  .get('/:key', async (c) => {
    const key = c.req.param('key');
    if (!KEY.test(key)) throw notFound('No such image.');
    const image = await storageFor(c.get('deps'), TOPIC_IMAGE_BUCKET).get(key);
    if (!image) throw notFound('No such image.');
    c.header('Content-Type', image.contentType);
    // Keys are never reused, so the bytes behind one never change.
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    return c.body(new Uint8Array(image.body));
  });
