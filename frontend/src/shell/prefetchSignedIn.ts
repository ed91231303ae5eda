import { HOME_PATH, PAGES } from '../pages/registry';
import i18n from './i18n';
import { loadLocale } from './i18n/antdLocale';
import { normalizeLanguage } from './i18n/languages';
import { loadAppLayout } from './layout/loadAppLayout';

/** A User Timing mark at the start: what was fetched after it was fetched ahead, not for the login page. */
export const PREFETCH_MARK = 'tradebook:prefetch-signed-in';

let started = false;

/**
 * Fetches, once, what the first signed-in screen needs, while the credentials are typed: first the
 * request client (the login call itself: small, and not to share the line with the rest), then the
 * layout (antd, ProLayout), antd's and dayjs's locale, and the chunk and texts of the page the login
 * leads to (`target`, else the home page). A failure here is left to the real load, which tries again.
 */
export function prefetchSignedIn(target: string): void {
  if (started) return;
  started = true;
  performance.mark(PREFETCH_MARK);
  const { pathname } = new URL(target, window.location.origin);
  const page =
    PAGES.find((candidate) => candidate.path === pathname && candidate.access !== 'public') ??
    PAGES.find((candidate) => candidate.path === HOME_PATH);
  const language = normalizeLanguage(i18n.resolvedLanguage ?? i18n.language);
  void import('../services/auth')
    .finally(() => Promise.all([loadAppLayout(), loadLocale(language), page?.load()]))
    .catch(() => undefined);
}

/**
 * Starts the prefetch once the login page is drawn and the browser idle (within `timeout` ms), so a
 * login filled in at once (a password manager) does not wait for the signed-in JavaScript either.
 * Returns the cancel.
 */
export function prefetchSignedInWhenIdle(target: string, timeout = 1000): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(() => prefetchSignedIn(target), timeout);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(() => prefetchSignedIn(target), { timeout });
  return () => window.cancelIdleCallback(handle);
}
