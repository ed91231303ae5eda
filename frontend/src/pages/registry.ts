import type { ComponentType } from 'react';
import type { AccessLevel } from '../shell/access/permissions';
import i18n from '../shell/i18n';
import { lazyLoaded } from '../shell/lazyLoaded';

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
  component: ComponentType;
  /** Fetches the page's chunk and texts (the component's own loader), for the shell to fetch ahead. */
  load: PageLoader;
  /** The locale namespaces the page shows (its own, its feature's), fetched with its chunk. */
  namespaces: string[];
}

type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * A page's lazy component and loader; the loader fetches the page's text namespaces beside its chunk,
 * rather than after it, when its first render would ask for them.
 */
function lazyPage(
  load: PageLoader,
  namespaces: string[],
): Pick<PageModule, 'component' | 'load' | 'namespaces'> {
  const page = lazyLoaded(() =>
    Promise.all([load(), i18n.loadNamespaces(namespaces)]).then(([module]) => module),
  );
  return { ...page, namespaces };
}

export const PAGES: PageModule[] = [
  {
    path: '/login',
    key: 'login',
    menu: false,
    access: 'public',
    ...lazyPage(() => import('./Login'), ['login']),
  },
  {
    path: '/overview',
    key: 'overview',
    menu: true,
    access: 'reader',
    ...lazyPage(() => import('./Overview'), ['overview', 'firstSteps']),
  },
  {
    path: '/inbound',
    key: 'inbound',
    menu: true,
    access: 'reader',
    ...lazyPage(() => import('./Inbound'), ['trade']),
  },
  {
    path: '/outbound',
    key: 'outbound',
    menu: true,
    access: 'reader',
    ...lazyPage(() => import('./Outbound'), ['trade']),
  },
  {
    path: '/sales-orders',
    key: 'salesOrders',
    menu: true,
    group: 'orders',
    access: 'reader',
    ...lazyPage(() => import('./SalesOrders'), ['orders', 'trade']),
  },
  {
    path: '/purchase-orders',
    key: 'purchaseOrders',
    menu: true,
    group: 'orders',
    access: 'reader',
    ...lazyPage(() => import('./PurchaseOrders'), ['orders', 'trade']),
  },
  {
    // Opened from an order's drawer: the printable order confirmation or purchase order.
    path: '/order-print',
    key: 'orderPrint',
    menu: false,
    access: 'reader',
    ...lazyPage(() => import('./OrderPrint'), ['orders']),
  },
  {
    path: '/stock',
    key: 'stock',
    menu: true,
    access: 'reader',
    ...lazyPage(() => import('./Stock'), ['stock']),
  },
  {
    path: '/partners',
    key: 'partners',
    menu: true,
    access: 'reader',
    ...lazyPage(() => import('./Partners'), ['partners']),
  },
  {
    path: '/products',
    key: 'products',
    menu: true,
    access: 'reader',
    ...lazyPage(() => import('./Products'), ['products']),
  },
  {
    path: '/product-prices',
    key: 'productPrices',
    menu: true,
    access: 'reader',
    ...lazyPage(() => import('./ProductPrices'), ['prices']),
  },
  {
    path: '/receivable',
    key: 'receivable',
    menu: true,
    access: 'reader',
    ...lazyPage(() => import('./Receivable'), ['balance']),
  },
  {
    path: '/payable',
    key: 'payable',
    menu: true,
    access: 'reader',
    ...lazyPage(() => import('./Payable'), ['balance']),
  },
  {
    // Opened from a partner on the receivable and payable pages; what it shows is in the query.
    path: '/statement',
    key: 'statement',
    menu: false,
    access: 'reader',
    ...lazyPage(() => import('./Statement'), ['statement', 'balance']),
  },
  {
    // Opened from a customer's row of the receivable aging: the printable reminder letter.
    path: '/reminder-letter',
    key: 'reminderLetter',
    menu: false,
    access: 'reader',
    ...lazyPage(() => import('./ReminderLetter'), ['reminder', 'balance']),
  },
  {
    // Opened from a document's drawer: its delivery note, invoice or purchase receipt.
    path: '/print-document',
    key: 'documentPrint',
    menu: false,
    access: 'reader',
    ...lazyPage(() => import('./DocumentPrint'), ['trade']),
  },
  {
    // Opened from the Stock page: the printable count sheet and the posting of a stocktake.
    path: '/count-sheet',
    key: 'countSheet',
    menu: false,
    access: 'reader',
    ...lazyPage(() => import('./CountSheet'), ['countSheet']),
  },
  {
    path: '/accounts',
    key: 'accounts',
    menu: true,
    group: 'money',
    access: 'reader',
    ...lazyPage(() => import('./Accounts'), ['accounts']),
  },
  {
    // Opened from an account on the Accounts page; the account and range are in the query.
    path: '/account-statement',
    key: 'accountStatement',
    menu: false,
    access: 'reader',
    ...lazyPage(() => import('./AccountStatement'), ['accounts']),
  },
  {
    path: '/cash-entries',
    key: 'cashEntries',
    menu: true,
    group: 'money',
    access: 'reader',
    ...lazyPage(() => import('./CashEntries'), ['cashEntries']),
  },
  {
    path: '/profit-and-loss',
    key: 'profitLoss',
    menu: true,
    group: 'money',
    access: 'reader',
    ...lazyPage(() => import('./ProfitLoss'), ['profitLoss']),
  },
  {
    path: '/analysis',
    key: 'analysis',
    menu: true,
    access: 'reader',
    ...lazyPage(() => import('./Analysis'), ['analysis']),
  },
  {
    path: '/report',
    key: 'report',
    menu: true,
    access: 'reader',
    ...lazyPage(() => import('./Report'), ['report']),
  },
  {
    // An occasional setup tool: in the user's menu, beside the audit trail, so the top menu fits.
    path: '/import',
    key: 'import',
    menu: false,
    account: true,
    access: 'editor',
    ...lazyPage(() => import('./Import'), ['import']),
  },
  {
    path: '/users',
    key: 'users',
    menu: false,
    account: true,
    access: 'admin',
    ...lazyPage(() => import('./Users'), ['users']),
  },
  {
    path: '/settings',
    key: 'settings',
    menu: false,
    account: true,
    access: 'admin',
    ...lazyPage(() => import('./Settings'), ['settings']),
  },
  {
    path: '/audit',
    key: 'audit',
    menu: false,
    account: true,
    access: 'editor',
    ...lazyPage(() => import('./Audit'), ['audit']),
  },
  {
    path: '/about',
    key: 'about',
    menu: false,
    access: 'reader',
    ...lazyPage(() => import('./About'), ['about']),
  },
];

/** Where `/` and unknown paths go. */
export const HOME_PATH = '/overview';

export const MENU_PAGES = PAGES.filter((page) => page.menu);

export const ACCOUNT_PAGES = PAGES.filter((page) => page.account);
