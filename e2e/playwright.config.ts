import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000, toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled' } },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: './test-results',
  snapshotPathTemplate: '{testDir}/visual/__baselines__/{arg}{ext}',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    locale: 'zh-CN',
    launchOptions: {
      // Debian's chromium, never a downloaded browser.
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--font-render-hinting=none',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `node ../scripts/e2e-server.mjs`,
    url: `${baseURL}/api/health`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    // Asked to stop, the server drains and exits within its 10 s deadline; only past it is the
    // process group killed.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
