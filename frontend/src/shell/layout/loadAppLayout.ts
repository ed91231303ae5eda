/**
 * The signed-in layout's chunk (antd, ProLayout, the menus): loaded after login, not with the login
 * page, and fetched ahead while the user types the credentials (shell/prefetchSignedIn.ts).
 */
export const loadAppLayout = () => import('./AppLayout').then((module) => ({ default: module.AppLayout }));
