import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ADMIN, openAs } from './support';

/**
 * A body over the server's limit, sent by Chromium through the web app's own request client, is answered
 * 413 and the user reads the refusal in the language they chose, never "network error". The company
 * form is saved as a person would; on its way out its body is swapped for one of 1.2, 5 or 50 MB (no
 * form field takes that much, so only the size differs from a real save). Chromium sends it with its own
 * network stack, so a connection closed while it still writes would show as a network error here.
 * Tagged @edge: the project "nginx" runs it again through the repository's proxy config.
 */
const EDGE = { tag: '@edge' };

const LANGUAGES = {
  'zh-CN': { name: '公司名称', save: '保存', tooLarge: '请求内容过大', network: '网络错误，请检查网络连接' },
  'ko-KR': {
    name: '회사명',
    save: '저장',
    tooLarge: '요청 본문이 너무 큽니다',
    network: '네트워크 오류입니다. 연결을 확인하세요',
  },
} as const;

/** Opens the company form in `language`, with every save's body swapped for one of `megabytes`. */
async function companyFormSending(page: Page, language: keyof typeof LANGUAGES, megabytes: number) {
  await page.addInitScript((chosen) => localStorage.setItem('i18nextLng', chosen), language);
  const body = JSON.stringify({ name: 'x'.repeat(Math.round(megabytes * 1_000_000)) });
  await page.route('**/api/settings/company', (route) =>
    route.request().method() === 'PUT' ? route.continue({ postData: body }) : route.continue(),
  );
  await openAs(page, ADMIN, '/settings?tab=company');
  const form = page.getByTestId('company-form');
  await form.getByLabel(LANGUAGES[language].name).fill('Harbour Trading Ltd.');
  return form;
}

for (const [megabytes, language] of [
  [1.2, 'zh-CN'],
  [5, 'ko-KR'],
  [50, 'zh-CN'],
] as const) {
  test(
    `a ${megabytes} MB body from the web app is refused in ${language} words, not a network error`,
    EDGE,
    async ({ page }) => {
      const words = LANGUAGES[language];
      const form = await companyFormSending(page, language, megabytes);
      // Chromium's interception hands a swapped body over as base64 text: 50 MB takes long, so it goes once.
      const attempts = megabytes < 50 ? 3 : 1;
      test.setTimeout(megabytes < 50 ? 90_000 : 240_000);
      for (let attempt = 1; attempt <= attempts; attempt++) {
        const answer = page.waitForResponse(
          (response) =>
            response.url().endsWith('/api/settings/company') && response.request().method() === 'PUT',
        );
        await form.getByRole('button', { name: words.save }).click();
        expect((await answer).status(), `attempt ${attempt}`).toBe(413);
        // Once: the form shows the refusal, the request client's own handler stays quiet.
        const refusal = page.getByText(words.tooLarge);
        await expect(refusal, `attempt ${attempt}`).toBeVisible();
        await expect(refusal).toHaveCount(1);
        await expect(page.getByText(words.network)).toHaveCount(0);
        // The toast goes before the next attempt, so each attempt shows its own.
        await expect(refusal).toHaveCount(0, { timeout: 10_000 });
      }
    },
  );
}
