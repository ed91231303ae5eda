import { lazyLoaded } from '../lazyLoaded';

/**
 * The signed-in layout (antd, ProLayout, the menus): loaded after login, not with the login page, and
 * fetched ahead while the user types the credentials (shell/prefetchSignedIn.ts).
 */
export const { component: AppLayout, load: loadAppLayout } = lazyLoaded(() =>
  import('./AppLayout').then((module) => ({ default: module.AppLayout })),
);
