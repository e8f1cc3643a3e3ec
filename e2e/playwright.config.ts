import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 3100);
export const e2eDataDir = process.env.E2E_DATA_DIR ?? path.join(root, '.data-e2e');

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(root, 'test-results'),
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Journeys with two sign-ups take 20-25 s on a busy CI machine; 45 s leaves room without hiding a hang.
  timeout: 45_000,
  // Assertions wait up to 10 s: a busy CI machine can take longer than the default 5 s to answer.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // A stuck click or navigation fails with its locator and a clear message instead of a bare test timeout.
    actionTimeout: 15_000,
    navigationTimeout: 20_000,
    // The service worker caches the shell and API answers; only the offline journeys (which opt in) test it,
    // so every other journey sees the network as it is.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The production server (built by `npm run test:e2e`) on its own data directory.
    command: 'node scripts/start.mjs',
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    // SIGTERM lets the server finish requests and stop its embedded database cleanly.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: e2eDataDir, LOG_LEVEL: 'warn', RATE_LIMIT_IP_SCALE: '20', PUBLIC_URL: `http://127.0.0.1:${port}` },
  },
});
