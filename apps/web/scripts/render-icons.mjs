// Renders the install icons (public/icons/*.png) from the favicon's artwork with Chromium, once; the PNGs
// are committed. Rerun after changing the logo: `node apps/web/scripts/render-icons.mjs`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public');
const artwork = fs
  .readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8')
  .replace(/^[\s\S]*?<svg[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '')
  .replace(/<rect[^>]*\/>/, '');
const BRAND = '#2f5d46';

// 'any': the favicon as it is (rounded square). 'maskable': a full-bleed square with the mark inside the
// central safe zone (a circle of 80% of the size), since launchers crop maskable icons to their own shape.
const svg = {
  any: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${BRAND}"/>${artwork}</svg>`,
  maskable: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/><g transform="translate(16 16) scale(0.62) translate(-16 -16)">${artwork}</g></svg>`,
};
const outputs = [
  ['icon-192.png', 192, svg.any],
  ['icon-512.png', 512, svg.any],
  ['maskable-192.png', 192, svg.maskable],
  ['maskable-512.png', 512, svg.maskable],
  ['apple-touch-icon.png', 180, svg.maskable],
];

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  for (const [name, size, source] of outputs) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<html><body style="margin:0;background:transparent">${source.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`);
    await page.locator('svg').screenshot({ path: path.join(publicDir, 'icons', name), omitBackground: true });
    console.log(`public/icons/${name} (${size}x${size})`);
  }
} finally {
  await browser.close();
}
