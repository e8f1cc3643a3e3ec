// Precompresses the built assets (brotli and gzip) so the server sends them without compressing per request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// ROOTED_WEB_DIST: vite built into that folder instead (see vite.config.ts), so compress that one.
const dist = path.resolve(process.env.ROOTED_WEB_DIST ?? process.argv[2] ?? 'dist');
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest|map)$/;

function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (COMPRESSIBLE.test(entry.name) && !entry.name.endsWith('.map')) {
      const data = fs.readFileSync(file);
      if (data.length < 1024) continue;
      fs.writeFileSync(file + '.br', zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
      fs.writeFileSync(file + '.gz', zlib.gzipSync(data, { level: 9 }));
    }
  }
}
walk(dist);
