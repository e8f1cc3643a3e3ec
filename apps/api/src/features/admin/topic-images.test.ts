import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/auth-helpers';
import { gif, jpeg, png, webp } from '../../../test/images';
import { createTestApp } from '../../../test/test-app';

const t = await createTestApp();
const admin = await createSignedInUser(t, { admin: true });
const member = await createSignedInUser(t);

const PNG = png(800, 600, 128);
function upload(bytes: Uint8Array, cookie?: string, name = 'leaf.png') {
  const form = new FormData();
  form.append('image', new File([bytes], name, { type: 'image/png' }));
  return t.request('/api/topic-images', { method: 'POST', body: form, cookie });
}

describe('topic images (issue 12: images uploaded to storage)', () => {
  it('only admins may upload (401 for visitors, 403 for members)', async () => {
    expect((await upload(PNG)).status).toBe(401);
    expect((await upload(PNG, member.cookie)).status).toBe(403);
  });

  it('stores an admin upload and serves it to anyone, and the topic editor can use its URL', async () => {
    const res = await upload(PNG, admin.cookie);
    expect(res.status).toBe(201);
    const { imageUrl } = (await res.json()) as { imageUrl: string };
    expect(imageUrl).toMatch(/^\/api\/topic-images\/[0-9a-f-]{36}\.png$/);
    const image = await t.request(imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);

    const saved = await t.request('/api/admin/topics', {
      method: 'POST',
      cookie: admin.cookie,
      json: { id: 'uploaded-image-topic', name: 'Uploaded image', imageUrl },
    });
    expect(saved.status).toBe(201);
  });

  it('refuses bytes that are not an image, whatever the file name says', async () => {
    const res = await upload(new TextEncoder().encode('<svg onload="alert(1)"></svg>'), admin.cookie, 'evil.png');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_an_image');
  });

  it('refuses decompression bombs: a small file that declares a gigantic canvas', async () => {
    for (const bytes of [png(50_000, 50_000), jpeg(40_000, 40_000), gif(500, 500, { frames: 400 }), webp(16_383, 16_383)]) {
      const res = await upload(bytes, admin.cookie);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('image_dimensions');
    }
  });

  it('refuses images over 2 MB with 413', async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 200 * 1024);
    big.set(PNG.subarray(0, 8));
    expect((await upload(big, admin.cookie)).status).toBe(413);
  });

  it('answers unknown or malformed keys with 404', async () => {
    expect((await t.request('/api/topic-images/00000000-0000-0000-0000-000000000000.png')).status).toBe(404);
    expect((await t.request('/api/topic-images/..%2f..%2fsecret')).status).toBe(404);
  });
});
