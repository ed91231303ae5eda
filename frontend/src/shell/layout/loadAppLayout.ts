/**
 * The signed-in layout's chunk (ProLayout, ProComponents, the menus): loaded after login, not with the
 * login page, and fetched ahead while the user types the credentials (the login form calls it once).
 */
export const loadAppLayout = () => import('./AppLayout').then((module) => ({ default: module.AppLayout }));
