import { expect, test as base } from '@playwright/test';

/**
 * Every test fails on a console error or warning, or an uncaught page error (React and antd warnings
 * included). Network answers the test expects (a 401 on a wrong password) are logged by
 * the browser as "Failed to load resource" and are not counted.
 */
export const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        if (message.text().startsWith('Failed to load resource')) return;
        problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await use(problems);
      expect(problems, 'console errors or warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
