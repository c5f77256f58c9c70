import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests drive Chromium through the real local runtime (`npm start` without the build
 * step: `test:e2e` builds the SPA first). Debian's Chromium is used when present because
 * Playwright cannot download its own browser here.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
const chromium = '/usr/bin/chromium';
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'rxsavvy-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

const launchOptions = {
  ...(existsSync(chromium) ? { executablePath: chromium } : {}),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    headless: true,
    launchOptions,
    trace: 'off',
  },
  // A test of layout-independent behaviour (server answers, texts, metadata) is tagged `@desktop-only`
  // and one of a phone-only control `@phone-only` (tests/e2e/support/widths.ts): the other project
  // does not list it at all, so it costs neither a browser context nor a line in the report.
  projects: [
    { name: 'desktop', grepInvert: /@phone-only/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
    { name: 'mobile', grepInvert: /@desktop-only/, use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions } },
  ],
  webServer: {
    command: 'node --import tsx functions/local/start.ts',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    // REFERENCE_SEED off: the ICD-10/RxNorm seed's background load (minutes of CPU) would slow every test; the tools answer from their bundled seed.
    env: { PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', REFERENCE_SEED: 'off' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
