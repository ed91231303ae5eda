import { defineConfig } from '@playwright/test';

/**
 * Browser tests against a running Tradebook (the built app served by the backend). Debian's Chromium only:
 * no browser is ever downloaded. E2E_BASE_URL points at the server (default http://127.0.0.1:3000).
 * E2E_PROXY_URL, when set, is the repository's nginx config in front of that server (scripts/browser-test.sh
 * sets both): the project "nginx" runs the header tests (tagged @headers) and the oversized bodies (tagged
 * @edge) again through it.
 */
const proxyUrl = process.env.E2E_PROXY_URL;

export default defineConfig({
  projects: [
    { name: 'node' },
    ...(proxyUrl
      ? [
          {
            name: 'nginx',
            testMatch: ['security.spec.ts', 'edge.spec.ts'],
            grep: /@headers|@edge/,
            use: { baseURL: proxyUrl },
          },
        ]
      : []),
  ],
  testDir: './e2e',
  timeout: Number(process.env.E2E_TIMEOUT ?? 90_000),
  expect: { timeout: Number(process.env.E2E_EXPECT_TIMEOUT ?? 15_000) },
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000',
    locale: 'en-US',
    viewport: { width: 1440, height: 900 },
    acceptDownloads: true,
    // Recording a trace of every test took a third of the suite's CPU, and slowed the app enough to hide
    // races a fast typist meets. For one to look at: `npx playwright test --trace retain-on-failure`.
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
