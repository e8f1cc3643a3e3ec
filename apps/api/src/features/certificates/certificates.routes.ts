// /api/certificates — the owner's certificate per series and sharing controls (session required), and the
// public view and image behind an unguessable code (no session needed; revoked or unknown codes are 404).
import { certificateSvg, toKebabId, updateCertificateRequest } from '@rooted/shared';
import { Hono } from 'hono';
import { optionalUser, requireUser, type UserEnv } from '../../lib/auth-guard';
import type { AppEnv } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { readJson } from '../../lib/json-body';
import { renderCertificatePdf } from './certificate-pdf';
import { renderCertificatePng } from './certificate-png';
import { findSharedCertificate, seriesCertificate, updateCertificate, viewCertificate } from './certificates.service';

const ownerRoutes = new Hono<UserEnv>()
  .use(requireUser)
  .get('/series/:seriesId', async (c) => {
    const certificate = await seriesCertificate({
      db: c.get('deps').db,
      userId: c.get('user').id,
      seriesId: c.req.param('seriesId'),
    });
    return c.json({ certificate });
  })
  .patch('/:code', async (c) => {
    const changes = await readJson(c, updateCertificateRequest);
    const certificate = await updateCertificate({
      db: c.get('deps').db,
      userId: c.get('user').id,
      code: c.req.param('code'),
      changes,
    });
    return c.json({ certificate });
  });

export const certificatesRoutes = new Hono<AppEnv>()
  // The Open Graph image: what a link preview shows, so only ever a shared certificate.
  .get('/:code/image.svg', async (c) => {
    const cert = await findSharedCertificate(c.get('deps').db, c.req.param('code'));
    if (!cert) throw notFound('No such certificate.');
    const verifyUrl = `${c.get('deps').env.publicUrl}/certificates/${cert.code}`;
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    // Short cache: a revoked link should stop previewing soon.
    c.header('Cache-Control', 'public, max-age=300');
    return c.body(certificateSvg(cert, { verifyUrl }));
  })
  .get('/:code/image.png', async (c) => {
    const cert = await findSharedCertificate(c.get('deps').db, c.req.param('code'));
    if (!cert) throw notFound('No such certificate.');
    const png = renderCertificatePng(certificateSvg(cert, { verifyUrl: `${c.get('deps').env.publicUrl}/certificates/${cert.code}` }));
    c.header('Content-Type', 'image/png');
    c.header('Cache-Control', 'public, max-age=300');
    return c.body(new Uint8Array(png));
  })
  // The PDF download: for the owner, or anyone when the link is shared (like the page itself).
  .get('/:code/certificate.pdf', optionalUser, async (c) => {
    const cert = await viewCertificate({ db: c.get('deps').db, code: c.req.param('code'), viewerId: c.get('user')?.id ?? null });
    const pdf = renderCertificatePdf(certificateSvg(cert, { verifyUrl: `${c.get('deps').env.publicUrl}/certificates/${cert.code}` }));
    c.header('Content-Type', 'application/pdf');
    c.header('Content-Disposition', `attachment; filename="${toKebabId(cert.seriesName) || 'rooted'}-certificate.pdf"`);
    c.header('Cache-Control', 'private, no-store');
    return c.body(new Uint8Array(pdf));
  })
  .get('/:code', optionalUser, async (c) => {
    const certificate = await viewCertificate({
      db: c.get('deps').db,
      code: c.req.param('code'),
      viewerId: c.get('user')?.id ?? null,
    });
    c.header('Cache-Control', 'private, no-store');
    return c.json({ certificate });
  })
  .route('/', ownerRoutes);
