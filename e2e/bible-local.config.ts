// Temporary (bible engineer): the shared config against a private build snapshot in /tmp/bible-rt.
import base from './playwright.config';
const port = Number(process.env.E2E_PORT ?? 3202);
export default {
  ...base,
  outputDir: '/tmp/bible-e2e-results',
  webServer: { ...base.webServer, command: 'node /tmp/bible-rt/apps/api/dist/index.js', cwd: '/tmp/bible-rt' },
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
};
