import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AccessLevel } from '../shell/access/permissions';

/**
 * The one route registry. The shell reaches pages only through it; every page is a lazily loaded module
 * (one chunk each) that owns its folder and its locale namespace, so it could be served on its own.
 */
/** Label keys of the top menu's submenus (`menuGroups.<key>` in the shell namespace). */
export type MenuGroup = 'orders' | 'money';

export interface PageModule {
  /** Route path, without parameters. */
  path: string;
  /** Key of the menu label in the shell namespace (`menu.<key>`). */
  key: string;
  /** Shown in the top menu, in registry order, to those with access. */
  menu: boolean;
  /**
   * The top-menu group the entry sits in (a submenu shown where its first entry would be), so the menu
   * fits a 1366 px desk in every language.
   */
  group?: MenuGroup;
  /** Shown in the user's menu (administration), to those with access, in registry order. */
  account?: boolean;
  /**
   * 'public' pages render outside the authenticated layout, before antd's configuration (which comes
   * with the layout): the login page is plain markup, so a visitor's first load carries no antd.
   */
  access: AccessLevel | 'public';
  component: LazyExoticComponent<ComponentType>;
  /** Fetches the page's chunk (the component's own loader): the shell fetches the next page ahead. */
  load: PageLoader;
}

type PageLoader = () => Promise<{ default: ComponentType }>;

function lazyPage(load: PageLoader): Pick<PageModule, 'component' | 'load'> {
  return { component: lazy(load), load };
}

export const PAGES: PageModule[] = [
  { path: '/login', key: 'login', menu: false, access: 'public', ...lazyPage(() => import('./Login')) },
  {
    path: '/overview',
    key: 'overview',
    menu: true,
    access: 'reader',
    ...lazyPage(() => import('./Overview')),
  },
  {
    path: '/inbound',
    key: 'inbound',
    menu: true,
    access: 'reader',
    ...lazyPage(() => import('./Inbound')),
  },
  {
    path: '/outbound',
    key: 'outbound',
    menu: true,
    access: 'reader',
    ...lazyPage(() => import('./Outbound')),
  },
  {
    path: '/sales-orders',
    key: 'salesOrders',
    menu: true,
    group: 'orders',
    access: 'reader',
    ...lazyPage(() => import('./SalesOrders')),
  },
  {
    path: '/purchase-orders',
    key: 'purchaseOrders',
    menu: true,
    group: 'orders',
    access: 'reader',
    ...lazyPage(() => import('./PurchaseOrders')),
  },
  {
    // Opened from an order's drawer: the printable order confirmation or purchase order.
    path: '/order-print',
    key: 'orderPrint',
    menu: false,
    access: 'reader',
    ...lazyPage(() => import('./OrderPrint')),
  },
  {
    path: '/stock',
    key: 'stock',
    menu: true,
    access: 'reader',
    ...lazyPage(() => import('./Stock')),
  },
  {
    path: '/partners',
    key: 'partners',
    menu: true,
    access: 'reader',
    ...lazyPage(() => import('./Partners')),
  },
  {
    path: '/products',
    key: 'products',
    menu: true,
    access: 'reader',
    ...lazyPage(() => import('./Products')),
  },
  {
    path: '/product-prices',
    key: 'productPrices',
    menu: true,
    access: 'reader',
    ...lazyPage(() => import('./ProductPrices')),
  },
  {
    path: '/receivable',
    key: 'receivable',
    menu: true,
    access: 'reader',
    ...lazyPage(() => import('./Receivable')),
  },
  {
    path: '/payable',
    key: 'payable',
    menu: true,
    access: 'reader',
    ...lazyPage(() => import('./Payable')),
  },
  {
    // Opened from a partner on the receivable and payable pages; what it shows is in the query.
    path: '/statement',
    key: 'statement',
    menu: false,
    access: 'reader',
    ...lazyPage(() => import('./Statement')),
  },
  {
    // Opened from a document's drawer: its delivery note, invoice or purchase receipt.
    path: '/print-document',
    key: 'documentPrint',
    menu: false,
    access: 'reader',
    ...lazyPage(() => import('./DocumentPrint')),
  },
  {
    // Opened from the Stock page: the printable count sheet and the posting of a stocktake.
    path: '/count-sheet',
    key: 'countSheet',
    menu: false,
    access: 'reader',
    ...lazyPage(() => import('./CountSheet')),
  },
  {
    path: '/accounts',
    key: 'accounts',
    menu: true,
    group: 'money',
    access: 'reader',
    ...lazyPage(() => import('./Accounts')),
  },
  {
    // Opened from an account on the Accounts page; the account and range are in the query.
    path: '/account-statement',
    key: 'accountStatement',
    menu: false,
    access: 'reader',
    ...lazyPage(() => import('./AccountStatement')),
  },
  {
    path: '/cash-entries',
    key: 'cashEntries',
    menu: true,
    group: 'money',
    access: 'reader',
    ...lazyPage(() => import('./CashEntries')),
  },
  {
    path: '/profit-and-loss',
    key: 'profitLoss',
    menu: true,
    group: 'money',
    access: 'reader',
    ...lazyPage(() => import('./ProfitLoss')),
  },
  {
    path: '/analysis',
    key: 'analysis',
    menu: true,
    access: 'reader',
    ...lazyPage(() => import('./Analysis')),
  },
  {
    path: '/report',
    key: 'report',
    menu: true,
    access: 'reader',
    ...lazyPage(() => import('./Report')),
  },
  {
    // An occasional setup tool: in the user's menu, beside the audit trail, so the top menu fits.
    path: '/import',
    key: 'import',
    menu: false,
    account: true,
    access: 'editor',
    ...lazyPage(() => import('./Import')),
  },
  {
    path: '/users',
    key: 'users',
    menu: false,
    account: true,
    access: 'admin',
    ...lazyPage(() => import('./Users')),
  },
  {
    path: '/settings',
    key: 'settings',
    menu: false,
    account: true,
    access: 'admin',
    ...lazyPage(() => import('./Settings')),
  },
  {
    path: '/audit',
    key: 'audit',
    menu: false,
    account: true,
    access: 'editor',
    ...lazyPage(() => import('./Audit')),
  },
  {
    path: '/about',
    key: 'about',
    menu: false,
    access: 'reader',
    ...lazyPage(() => import('./About')),
  },
];

/** Where `/` and unknown paths go. */
export const HOME_PATH = '/overview';

export const MENU_PAGES = PAGES.filter((page) => page.menu);

export const ACCOUNT_PAGES = PAGES.filter((page) => page.account);
