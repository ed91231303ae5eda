// Generated from the API's OpenAPI document by `npm run api:types`: do not edit by hand.

export interface paths {
  '/api/about': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AboutController_about'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accounts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AccountsController_list'];
    put?: never;
    post: operations['AccountsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accounts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AccountsController_get'];
    put: operations['AccountsController_update'];
    post?: never;
    delete: operations['AccountsController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accounts/{id}/entries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AccountsController_entries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accounts/transfers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AccountsController_listTransfers'];
    put?: never;
    post: operations['AccountsController_createTransfer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/accounts/transfers/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['AccountsController_updateTransfer'];
    post?: never;
    delete: operations['AccountsController_removeTransfer'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/analysis/breakdown': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AnalysisController_breakdown'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/analysis/data': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AnalysisController_data'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/analysis/detail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AnalysisController_detail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/analysis/filter-options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AnalysisController_filterOptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/analysis/refresh': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AnalysisController_refresh'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AuditController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AuthController_login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ends the token it is sent with, on every instance (204); later requests with it answer 401. */
    post: operations['AuthController_logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AuthController_me'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Any user: the own display name. */
    patch: operations['AuthController_updateMe'];
    trace?: never;
  };
  '/api/auth/me/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Any user: the own password (400 when the current one is wrong); answers a new token. Attempts are
     *     limited per user like logins (429).
     */
    put: operations['AuthController_changePassword'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cash-entries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CashEntriesController_list'];
    put?: never;
    post: operations['CashEntriesController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cash-entries/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['CashEntriesController_update'];
    post?: never;
    delete: operations['CashEntriesController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cash-entries/categories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CashEntriesController_categories'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Server-Sent Events: after every committed write, on any instance, `event: change` with data
     *     `{ entity, action, id, document_number?, partner_code?, product_codes?, by, at }`; a comment line
     *     at least every 30 s; the stream ends with its token.
     */
    get: operations['EventsController_stream'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/export/account-statement': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['ExportController_accountStatement'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/export/aging': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['ExportController_aging'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/export/analysis': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['ExportController_analysis'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/export/analysis/advanced': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['ExportController_advancedAnalysis'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/export/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['ExportController_audit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/export/base-info': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['ExportController_baseInfo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/export/cash-entries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['ExportController_cashEntries'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/export/inbound-outbound': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['ExportController_inboundOutbound'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/export/invoice': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['ExportController_invoice'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/export/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['ExportController_orders'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/export/profit-and-loss': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['ExportController_profitAndLoss'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/export/receivable-payable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['ExportController_receivablePayable'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/export/statement': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['ExportController_statement'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/export/stock': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['ExportController_stock'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/export/vat': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['ExportController_vat'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** 200 once the database answers; migrations ran before the server started listening. */
    get: operations['HealthController_check'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/import/{kind}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** 200 with the report; a real import with errors writes nothing and answers 422 with the same report. */
    post: operations['ImportController_import'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/import/{kind}/errors': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The errors of a dry run of the file (same query flags) as an .xlsx: the web app's download of its
     *     errors table. Stateless: the file is checked again.
     */
    post: operations['ImportController_errors'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/import/templates/{kind}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ImportController_template'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/inbound': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['InboundController_list'];
    put?: never;
    post: operations['InboundController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/inbound/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['InboundController_update'];
    post?: never;
    delete: operations['InboundController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/inbound/batch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sets invoice fields, order number or remark on every listed record, or on none. */
    post: operations['InboundController_batchUpdate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/inbound/batch-delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Deletes every listed record, or none. */
    post: operations['InboundController_batchDelete'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/inbound/documents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['InboundDocumentsController_list'];
    put?: never;
    /** One document, one record per line, in one transaction. */
    post: operations['InboundController_createDocument'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/inbound/documents/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['InboundDocumentsController_get'];
    put: operations['InboundDocumentsController_update'];
    post?: never;
    delete: operations['InboundDocumentsController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/inbound/documents/{id}/returns': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A new document of returns of this document's lines. */
    post: operations['InboundDocumentsController_createReturns'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/outbound': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['OutboundController_list'];
    put?: never;
    post: operations['OutboundController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/outbound/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['OutboundController_update'];
    post?: never;
    delete: operations['OutboundController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/outbound/batch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sets invoice fields, order number or remark on every listed record, or on none. */
    post: operations['OutboundController_batchUpdate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/outbound/batch-delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Deletes every listed record, or none. */
    post: operations['OutboundController_batchDelete'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/outbound/documents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['OutboundDocumentsController_list'];
    put?: never;
    /** One document, one record per line, in one transaction. */
    post: operations['OutboundController_createDocument'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/outbound/documents/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['OutboundDocumentsController_get'];
    put: operations['OutboundDocumentsController_update'];
    post?: never;
    delete: operations['OutboundDocumentsController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/outbound/documents/{id}/returns': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A new document of returns of this document's lines. */
    post: operations['OutboundDocumentsController_createReturns'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/overview/monthly-stock-change/{product_model}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['OverviewController_monthlyStockChange'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/overview/open-orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['OpenOrdersController_openOrders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/overview/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['OverviewController_stats'];
    put?: never;
    post: operations['OverviewController_recalculate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/overview/top-sales-products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['OverviewController_topSalesProducts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partners': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['PartnersController_list'];
    put?: never;
    post: operations['PartnersController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/partners/{short_name}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['PartnersController_update'];
    post?: never;
    delete: operations['PartnersController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['PayableController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payable/aging': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['PayableController_aging'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payable/details/{supplier_code}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['PayableController_details'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payable/opening-balances': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['PayableController_openingBalances'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payable/opening-balances/{supplier_code}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['PayableController_openingBalance'];
    put: operations['PayableController_setOpeningBalance'];
    post?: never;
    delete: operations['PayableController_removeOpeningBalance'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payable/payments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['PayableController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payable/payments/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['PayableController_update'];
    post?: never;
    delete: operations['PayableController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payable/statement/{supplier_code}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['PayableController_statement'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/product-prices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['PricesController_list'];
    put?: never;
    post: operations['PricesController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/product-prices/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['PricesController_update'];
    post?: never;
    delete: operations['PricesController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/product-prices/auto': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Declared before the :id routes so "auto" is never read as an id. */
    get: operations['PricesController_auto'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ProductsController_list'];
    put?: never;
    post: operations['ProductsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/products/{code}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['ProductsController_update'];
    post?: never;
    delete: operations['ProductsController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/purchase-orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['PurchaseOrdersController_list'];
    put?: never;
    post: operations['PurchaseOrdersController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/purchase-orders/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['PurchaseOrdersController_get'];
    put: operations['PurchaseOrdersController_update'];
    post?: never;
    delete: operations['PurchaseOrdersController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/purchase-orders/{id}/close': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['PurchaseOrdersController_close'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/purchase-orders/{id}/receive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** One document of the lines delivered (received) now, answered as POST /…/documents answers it. */
    post: operations['PurchaseOrdersController_deliver'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/purchase-orders/{id}/reopen': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['PurchaseOrdersController_reopen'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/receivable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ReceivableController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/receivable/aging': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ReceivableController_aging'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/receivable/details/{customer_code}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ReceivableController_details'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/receivable/opening-balances': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ReceivableController_openingBalances'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/receivable/opening-balances/{customer_code}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ReceivableController_openingBalance'];
    put: operations['ReceivableController_setOpeningBalance'];
    post?: never;
    delete: operations['ReceivableController_removeOpeningBalance'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/receivable/payments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['ReceivableController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/receivable/payments/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['ReceivableController_update'];
    post?: never;
    delete: operations['ReceivableController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/receivable/statement/{customer_code}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ReceivableController_statement'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reports/profit-and-loss': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ReportsController_profitAndLoss'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reports/profit-and-loss/lines': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ReportsController_lines'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reports/vat': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Output tax less input tax over the range (both dates left out: the current month up to today). */
    get: operations['ReportsController_vatReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sales-orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['SalesOrdersController_list'];
    put?: never;
    post: operations['SalesOrdersController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sales-orders/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['SalesOrdersController_get'];
    put: operations['SalesOrdersController_update'];
    post?: never;
    delete: operations['SalesOrdersController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sales-orders/{id}/close': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['SalesOrdersController_close'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sales-orders/{id}/deliver': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** One document of the lines delivered (received) now, answered as POST /…/documents answers it. */
    post: operations['SalesOrdersController_deliver'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sales-orders/{id}/reopen': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['SalesOrdersController_reopen'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/settings/company': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CompanyController_get'];
    put: operations['CompanyController_save'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/settings/period-lock': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every user may read it: the web app disables edits of locked rows. */
    get: operations['SettingsController_periodLock'];
    put: operations['SettingsController_setPeriodLock'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/settings/tax': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every user may read it: the document form computes a line's tax as prices are typed. */
    get: operations['SettingsController_tax'];
    put: operations['SettingsController_setTax'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stock': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['StockController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stock/adjustments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['StockController_listAdjustments'];
    put?: never;
    post: operations['StockController_createAdjustment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stock/adjustments/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['StockController_updateAdjustment'];
    post?: never;
    delete: operations['StockController_removeAdjustment'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stock/adjustments/batch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A stocktake of many products: one adjustment per counted product whose count differs, all or nothing. */
    post: operations['StockController_postCount'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stock/count-sheet': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The count sheet: every product with its stock at the end of the count date. */
    get: operations['StockController_countSheet'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stock/movements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['StockController_movements'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stock/refresh': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The full rebuild (an editor's; a reader's Refresh only re-reads); 409 while one runs elsewhere. */
    post: operations['StockController_refresh'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stock/total-cost-estimate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['StockController_totalCostEstimate'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['UsersController_list'];
    put?: never;
    post: operations['UsersController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{username}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['UsersController_remove'];
    options?: never;
    head?: never;
    patch: operations['UsersController_update'];
    trace?: never;
  };
  '/api/users/{username}/lockout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Lifts the user's login lockout (too many failed logins with its username). */
    delete: operations['UsersController_liftLockout'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    AboutCompanyResponse: {
      bank_account: string;
      bank_name: string;
      description: string;
      name: string;
      slogan: string;
      tax_id: string;
    };
    AboutContactResponse: {
      address: string;
      email: string;
      phone: string;
    };
    AboutResponse: {
      company: components['schemas']['AboutCompanyResponse'];
      contact: components['schemas']['AboutContactResponse'];
      /** @description The fields (as `section.field`) that hold the built-in default text: the web app translates those. */
      defaults: string[];
      /** @description The company's logo (a data URL), or null for the app's own. */
      logo: string | null;
      system: components['schemas']['AboutSystemResponse'];
      title: string;
    };
    AboutSystemResponse: {
      releaseDate: string;
      team: string;
      techStack: string;
      version: string;
    };
    AccountBody: {
      /** @enum {string} */
      kind: 'cash' | 'bank' | 'other';
      name: string;
      /**
       * @description Default 0; may be negative (an overdraft).
       * @example 0.00
       */
      opening_balance?: string | null;
      /**
       * Format: date
       * @description Default today.
       */
      opening_date?: string | null;
      remark?: string | null;
    };
    AccountChanges: {
      /** @enum {boolean} */
      is_default?: true;
      /** @enum {string} */
      kind?: 'cash' | 'bank' | 'other';
      name?: string;
      /** @example 0.00 */
      opening_balance?: string | null;
      /** Format: date */
      opening_date?: string;
      remark?: string | null;
    };
    AccountEntryView: {
      /** @description Signed: money in positive. */
      amount: number;
      /** @description The account's balance after this line. */
      balance: number;
      /** Format: date */
      date: string;
      description: string | null;
      /** @enum {string} */
      kind: 'receipt' | 'payment' | 'income' | 'expense' | 'transfer_in' | 'transfer_out';
      partner_short_name: string | null;
      /** @description The payment's, transfer's or cash entry's id. */
      ref_id: number;
    };
    AccountListView: {
      data: components['schemas']['AccountView'][];
      total_balance: number;
    };
    AccountStatementExportDto: {
      account_id: number;
      /** Format: date */
      end_date?: string | null;
      /** Format: date */
      start_date?: string | null;
    };
    AccountStatementView: {
      account: components['schemas']['AccountView'];
      closing_balance: number;
      data: components['schemas']['AccountEntryView'][];
      opening_balance: number;
      pagination: components['schemas']['PaginationView'];
    };
    AccountView: {
      /** @description The opening balance plus every payment, transfer and cash entry on the account. */
      balance: number;
      id: number;
      is_default: boolean;
      /** @enum {string} */
      kind: 'cash' | 'bank' | 'other';
      name: string;
      opening_balance: number;
      /** Format: date */
      opening_date: string;
      remark: string | null;
    };
    AdjustmentBody: {
      counted_quantity?: number | null;
      /** Format: date */
      date: string;
      product_model: string;
      quantity_change?: number;
      /** @enum {string} */
      reason: 'stocktake' | 'damage' | 'loss' | 'sample' | 'opening' | 'other';
      remark?: string | null;
      /** @description The value of each unit an increase brings in; without it, the current average cost. */
      unit_cost?: string | null;
    };
    AdjustmentDryRun: {
      /** @enum {boolean} */
      dry_run: true;
      effects: components['schemas']['WriteEffects'];
      /** @description What the write would answer. */
      result: components['schemas']['AdjustmentView'];
    };
    AdjustmentPage: {
      data: components['schemas']['AdjustmentView'][];
      pagination: components['schemas']['Pagination'];
    };
    AdjustmentView: {
      date: string;
      id: number;
      product_model: string;
      quantity_change: number;
      /** @enum {string} */
      reason: 'other' | 'stocktake' | 'damage' | 'loss' | 'sample' | 'opening';
      remark: string | null;
      /** @description The value it added to stock (negative for a decrease), 4 decimals. */
      total_cost: number;
      /** @description The given unit cost, else |total_cost| / |quantity_change| (4 decimals). */
      unit_cost: number;
    };
    AdvancedAnalysisExportDto: {
      endDate: string;
      /** @enum {string} */
      exportType: 'customer' | 'product';
      startDate: string;
    };
    AgingExportDto: {
      /** @description YYYY-MM-DD; default today. */
      as_of?: string | null;
      buckets?: string | null;
      /** @enum {string} */
      side: 'receivable' | 'payable';
      /** @description `customer_code`/`supplier_code`, `customer_short_name`/`supplier_short_name`, `balance` or `amounts.<i>`. */
      sort_field?: string;
      sort_order?: string;
    };
    AnalysisBreakdownResponse: {
      by_category: components['schemas']['CategoryFiguresResponse'][];
      by_customer: components['schemas']['CustomerFiguresResponse'][];
      by_month: components['schemas']['MonthFiguresResponse'][];
      by_product: components['schemas']['ProductFiguresResponse'][];
    };
    AnalysisBreakdownSuccess: {
      data: components['schemas']['AnalysisBreakdownResponse'];
      /** @enum {boolean} */
      success: true;
    };
    AnalysisDataResponse: {
      data: components['schemas']['AnalysisFiguresResponse'];
      message: string;
      /** @description Present on GET /analysis/data only. */
      status?: number;
      success: boolean;
    };
    AnalysisDetailResponse: {
      detail_data: components['schemas']['AnalysisDetailRowResponse'][];
    };
    AnalysisDetailRowResponse: {
      cost_amount: number;
      customer_code: string | null;
      /** @description The customer's full name. */
      customer_name: string;
      customer_short_name: string;
      product_model: string;
      /** @description sales − cost. */
      profit_amount: number;
      /** @description (sales − cost) / sales × 100, 2 decimals; 0 when sales is 0. */
      profit_rate: number;
      sales_amount: number;
    };
    AnalysisDetailSuccess: {
      data: components['schemas']['AnalysisDetailResponse'];
      /** @enum {boolean} */
      success: true;
    };
    AnalysisExportDto: {
      /** @description Sent by the web app; ignored: the server computes the figures from the dates and filters. */
      analysisData?: Record<string, never>;
      /** @description A customer code; empty or 'All' means every customer. */
      customerCode?: string | null;
      /** @description Sent by the web app; ignored, as analysisData. */
      detailData?: Record<string, never>;
      endDate: string;
      /** @description A product model; empty or 'All' means every product. */
      productModel?: string | null;
      startDate: string;
    };
    AnalysisFiguresResponse: {
      cost_amount: number;
      /** @description When the figures were computed (ISO 8601): they are computed on every call. */
      last_updated: string;
      /** @description sales − cost. */
      profit_amount: number;
      /** @description (sales − cost) / sales × 100, 2 decimals; 0 when sales is 0. */
      profit_rate: number;
      sales_amount: number;
    };
    AnalysisQueryDto: {
      /** @description A customer code; empty or 'All' means every customer. */
      customer_code?: string | null;
      end_date: string;
      /** @description A product model; empty or 'All' means every product. */
      product_model?: string | null;
      start_date: string;
    };
    AuditEntryPage: {
      data: components['schemas']['AuditEntryView'][];
      pagination: components['schemas']['Pagination'];
    };
    AuditEntryView: {
      /** @enum {string} */
      action: 'create' | 'update' | 'delete';
      /** Format: date-time */
      at: string;
      /** @description Per changed field, `[before, after]` (null before on a create, null after on a delete). */
      changes: {
        [key: string]: unknown[];
      };
      /** @description The document a document's or a trade line's entry concerns, while it exists. */
      document_id: number | null;
      /** @description That document's number (also a deleted one's, as its entry kept it). */
      document_number: string | null;
      entity: string;
      entity_id: string;
      id: number;
      request_id: string | null;
      /**
       * @description What the entry concerns as a person knows it, where its key is a bare id: a document's or an order's
       *     number, a payment's partner and date, an account's name, a cash entry's date and category, an
       *     adjustment's date and product, a price's product and partner; null when gone or the key reads.
       */
      subject: string | null;
      username: string | null;
    };
    AuditExportDto: {
      /** @enum {string} */
      action?: 'create' | 'update' | 'delete';
      /** @description Entries made on or before this day (UTC). */
      end_date?: string | null;
      entity?: string | null;
      entity_id?: string | null;
      /** @description Entries made on or after this day (UTC). */
      start_date?: string | null;
      username?: string | null;
    };
    AutoPriceResponse: {
      unit_price: number | null;
    };
    BalanceEffectResponse: {
      balance_after: number;
      balance_before: number;
      partner_code: string | null;
      partner_short_name: string;
      /** @enum {string} */
      side: 'payable' | 'receivable';
    };
    BaseInfoExportDto: {
      /**
       * @description '1' partners, '2' products, '3' prices, '123' all three.
       * @enum {string}
       */
      tables: '1' | '2' | '3' | '123';
    };
    BatchDeletedResponse: {
      /** @description How many records were deleted (every listed one). */
      deleted: number;
      success: boolean;
    };
    BatchUpdatedResponse: {
      success: boolean;
      /** @description How many records were changed (every listed one). */
      updated: number;
    };
    CashEntriesExportDto: {
      account_id?: number | null;
      /** @description Exact category. */
      category?: string | null;
      /** Format: date */
      end_date?: string | null;
      /** @enum {string} */
      kind?: 'income' | 'expense';
      /** Format: date */
      start_date?: string | null;
    };
    CashEntryBody: {
      /** @description Default: the default account. */
      account_id?: number | null;
      /** @example 100.00 */
      amount: string;
      category: string;
      /** Format: date */
      date: string;
      /** @enum {string} */
      kind: 'income' | 'expense';
      remark?: string | null;
    };
    CashEntryChanges: {
      account_id?: number;
      /** @example 100.00 */
      amount?: string;
      category?: string;
      /** Format: date */
      date?: string;
      /** @enum {string} */
      kind?: 'income' | 'expense';
      remark?: string | null;
    };
    CashEntryListView: {
      data: components['schemas']['CashEntryView'][];
      pagination: components['schemas']['PaginationView'];
      /**
       * @description Over every entry the filters match (all pages): Σ amount when filtered by `kind`, else the net,
       *     income less expenses (negative when the expenses are larger).
       */
      total_amount: number;
    };
    CashEntryView: {
      account_id: number;
      account_name: string;
      amount: number;
      category: string;
      /** Format: date */
      date: string;
      id: number;
      /** @enum {string} */
      kind: 'income' | 'expense';
      remark: string | null;
    };
    CategoryFiguresResponse: {
      category: string;
      cost_amount: number;
      /** @description sales − cost. */
      profit_amount: number;
      /** @description (sales − cost) / sales × 100, 2 decimals; 0 when sales is 0. */
      profit_rate: number;
      sales_amount: number;
    };
    CategoryListData: {
      data: components['schemas']['CategoryView'][];
    };
    CategoryView: {
      category: string;
      /** @description How many entries use it. */
      count: number;
      /** @enum {string} */
      kind: 'income' | 'expense';
    };
    ChangePasswordDto: {
      current_password: string;
      new_password: string;
    };
    CompanyDto: {
      address?: string | null;
      bank_account?: string | null;
      bank_name?: string | null;
      email?: string | null;
      /** @description A data:image/png or data:image/jpeg base64 URL of at most 200 KB, or null for none. */
      logo_url?: string | null;
      name: string;
      phone?: string | null;
      tax_id?: string | null;
    };
    CompanyResponse: {
      address: string | null;
      bank_account: string | null;
      bank_name: string | null;
      email: string | null;
      /** @description A data:image/png|jpeg;base64 URL, or null. */
      logo_url: string | null;
      name: string;
      phone: string | null;
      tax_id: string | null;
    };
    CostOfGoodsSoldEffect: {
      after: number;
      before: number;
      /** @example 2026-03 */
      month: string;
    };
    CountBody: {
      /** Format: date */
      date: string;
      lines: components['schemas']['CountLine'][];
      /**
       * @default stocktake
       * @enum {string}
       */
      reason: 'stocktake' | 'damage' | 'loss' | 'sample' | 'other';
      remark?: string | null;
    };
    CountLine: {
      counted_quantity: number;
      product_model: string;
    };
    CountResult: {
      data: components['schemas']['AdjustmentView'][];
      date: string;
      /** @description Lines whose count equalled the stock on that date: nothing was created for them. */
      unchanged: number;
    };
    CountSheet: {
      data: components['schemas']['CountSheetRow'][];
      date: string;
    };
    CountSheetRow: {
      category: string;
      product_code: string;
      product_model: string;
      /** @description The stock at the end of the count date. */
      system_quantity: number;
    };
    CreatePartnerDto: {
      /** @description Absent: active. An inactive partner is not offered for new documents or payments. */
      active?: boolean;
      address?: string | null;
      /** @description Optional, but records can only name a partner that has a code. */
      code?: string | null;
      contact_person?: string | null;
      contact_phone?: string | null;
      credit_limit?: number | null;
      full_name: string;
      payment_terms_days?: number | null;
      short_name: string;
      /**
       * @description 0 supplier, 1 customer.
       * @enum {number}
       */
      type: 0 | 1;
    };
    CreateProductDto: {
      category: string;
      code: string;
      product_model: string;
      remark?: string | null;
      reorder_level?: number | null;
      tax_rate?: string | null;
    };
    CreateProductPriceDto: {
      effective_date: string;
      /** @description Optional helper: when given, it must be the code of the partner named by partner_short_name. */
      partner_code?: string | null;
      partner_short_name: string;
      /** @description Optional helper: when given, it must be the code of the product named by product_model. */
      product_code?: string | null;
      product_model: string;
      /** @description A number or numeric string, at least 0, at most 4 decimals; kept as text so it reaches `numeric` exactly. */
      unit_price: string;
    };
    CreateUserDto: {
      display_name?: string | null;
      password: string;
      /** @enum {string} */
      role: 'reader' | 'editor' | 'admin';
      username: string;
    };
    CustomerFiguresResponse: {
      cost_amount: number;
      customer_code: string | null;
      customer_name: string;
      customer_short_name: string;
      /** @description sales − cost. */
      profit_amount: number;
      /** @description (sales − cost) / sales × 100, 2 decimals; 0 when sales is 0. */
      profit_rate: number;
      sales_amount: number;
    };
    CustomerOptionResponse: {
      /** @description `All` for the first option (no condition). */
      code: string;
      name: string;
      short_name: string;
    };
    DeliveryBody: {
      /** Format: date */
      date: string;
      lines?: components['schemas']['DeliveryLineBody'][];
      /** @description A sale over the customer's credit limit, confirmed (sales orders). */
      over_credit_limit?: boolean;
    };
    DeliveryLineBody: {
      line_id: number;
      quantity: number;
    };
    DetailPartnerResponse: {
      code: string | null;
      full_name: string;
      short_name: string;
    };
    DocumentReturnBody: {
      /** Format: date */
      date: string;
      document_number?: string | null;
      lines: components['schemas']['ReturnLine'][];
    };
    DocumentUpdateLine: {
      id?: number;
      product_code: string;
      product_model: string;
      /** @description Whole units: at least 1, or at most -1 on a return. */
      quantity: number;
      /** @description The line's tax rate in percent; left out: the product's, else the company's default. */
      tax_rate?: string | null;
      /** @description Left out (or null): the price in force for the partner, product and date (the price lookup). */
      unit_price?: string | null;
    };
    Done: {
      /** @enum {boolean} */
      success: true;
    };
    /** @description Every 4xx and 5xx answer. `code` is stable (decide by it); `message` is for people, in the language the request's Accept-Language asks for. */
    ErrorBody: {
      /**
       * @example STOCK_SHORT
       * @enum {string}
       */
      code:
        | 'VALIDATION_FAILED'
        | 'BAD_REQUEST'
        | 'RETURN_EXCEEDS'
        | 'UNAUTHENTICATED'
        | 'FORBIDDEN'
        | 'NOT_FOUND'
        | 'DUPLICATE'
        | 'IN_USE'
        | 'STOCK_SHORT'
        | 'PERIOD_CLOSED'
        | 'CREDIT_LIMIT_EXCEEDED'
        | 'ORDER_QUANTITY_EXCEEDED'
        | 'CONFLICT'
        | 'STALE_VERSION'
        | 'IDEMPOTENCY_KEY_REUSED'
        | 'IDEMPOTENCY_KEY_UNANSWERED'
        | 'PAYLOAD_TOO_LARGE'
        | 'UNSUPPORTED_MEDIA_TYPE'
        | 'HEADERS_TOO_LARGE'
        | 'REQUEST_TIMEOUT'
        | 'IMPORT_ROWS_INVALID'
        | 'RATE_LIMITED'
        | 'INTERNAL_ERROR'
        | 'SERVICE_UNAVAILABLE'
        | 'DATABASE_UNAVAILABLE';
      /** @description 409 STALE_VERSION: the record's version now (the edit named an older one). */
      current_version?: number;
      /** @description An import refused for its rows' errors (422 IMPORT_ROWS_INVALID): the rows' errors. */
      errors?: Record<string, never>[];
      /** @description A document's refusal that concerns one of its lines: the line's number (from 1). */
      line?: number;
      /** @example insufficient stock for M-1: available 3 */
      message: string;
      /** @example 409 */
      statusCode: number;
    };
    ExpenseLineView: {
      amount: number;
      category: string;
    };
    FilterOptionsResponse: {
      customers: components['schemas']['CustomerOptionResponse'][];
      products: components['schemas']['ProductOptionResponse'][];
      success: boolean;
    };
    HealthResponse: {
      status: string;
    };
    ImportEffectsResponse: {
      balances: components['schemas']['BalanceEffectResponse'][];
      stock: components['schemas']['StockEffectResponse'][];
    };
    ImportErrorResponse: {
      /** @description The column's header as the file writes it (or the template's); null when the whole row is concerned. */
      column: string | null;
      /** @description In the request's language. */
      message: string;
      /** @description The row as Excel numbers it. */
      row: number;
    };
    ImportResultResponse: {
      created: number;
      dry_run: boolean;
      effects: components['schemas']['ImportEffectsResponse'];
      errors: components['schemas']['ImportErrorResponse'][];
      rows: number;
      updated: number;
    };
    InboundDocument: {
      /** Format: date */
      date: string;
      document_number: string;
      /** @description its lines’ amounts summed, 2 decimals */
      gross_amount: number;
      id: number;
      /** Format: date */
      invoice_date: string | null;
      invoice_image_url: string | null;
      invoice_number: string | null;
      /** @description its records */
      lines: components['schemas']['InboundDocumentLine'][];
      /** @description its lines’ amounts summed, 2 decimals */
      net_amount: number;
      /** @description its owed total less allocations and oldest-first settlement */
      open_amount: number;
      order_number: string | null;
      remark: string | null;
      /** @description the records that return its lines */
      returns: components['schemas']['InboundDocumentLine'][];
      /** @description the partner's address */
      supplier_address: string | null;
      supplier_code: string;
      supplier_contact_person: string | null;
      supplier_contact_phone: string | null;
      supplier_full_name: string;
      supplier_short_name: string;
      /** @description its lines’ amounts summed, 2 decimals */
      tax_amount: number;
      /** @description quantity × unit price summed, 3 decimals */
      total_price: number;
      /** @description raised by every change of the document; an edit may send it back */
      version: number;
    };
    InboundDocumentBody: {
      /** Format: date */
      date: string;
      /** @description Left out: generated from the date (IN-YYYYMMDD-NNN, OUT-YYYYMMDD-NNN). Unique per direction. */
      document_number?: string | null;
      invoice_date?: string | null;
      /**
       * Format: uri
       * @description Link to the invoice image: an http or https URL.
       */
      invoice_image_url?: string | null;
      invoice_number?: string | null;
      lines: components['schemas']['TradeDocumentLine'][];
      order_number?: string | null;
      over_credit_limit?: boolean;
      purchase_order_id?: number;
      remark?: string | null;
      sales_order_id?: number;
      supplier_code: string;
      supplier_short_name: string;
    };
    InboundDocumentCreated: {
      /** Format: date */
      date: string;
      document_number: string;
      /** @description its lines’ amounts summed, 2 decimals */
      gross_amount: number;
      id: number;
      /** Format: date */
      invoice_date: string | null;
      invoice_image_url: string | null;
      invoice_number: string | null;
      /** @description its records */
      lines: components['schemas']['InboundDocumentLine'][];
      /** @description its lines’ amounts summed, 2 decimals */
      net_amount: number;
      /** @description its owed total less allocations and oldest-first settlement */
      open_amount: number;
      order_number: string | null;
      records: components['schemas']['InboundDocumentLine'][];
      remark: string | null;
      /** @description the records that return its lines */
      returns: components['schemas']['InboundDocumentLine'][];
      /** @description the partner's address */
      supplier_address: string | null;
      supplier_code: string;
      supplier_contact_person: string | null;
      supplier_contact_phone: string | null;
      supplier_full_name: string;
      supplier_short_name: string;
      /** @description its lines’ amounts summed, 2 decimals */
      tax_amount: number;
      /** @description quantity × unit price summed, 3 decimals */
      total_price: number;
      /** @description raised by every change of the document; an edit may send it back */
      version: number;
    };
    InboundDocumentCreatedDryRun: {
      /** @enum {boolean} */
      dry_run: true;
      effects: components['schemas']['WriteEffects'];
      /** @description What the write would answer. */
      result: components['schemas']['InboundDocumentCreated'];
    };
    InboundDocumentDryRun: {
      /** @enum {boolean} */
      dry_run: true;
      effects: components['schemas']['WriteEffects'];
      /** @description What the write would answer. */
      result: components['schemas']['InboundDocument'];
    };
    InboundDocumentLine: {
      document_id: number;
      document_number: string;
      gross_amount: number;
      id: number;
      /** Format: date */
      inbound_date: string;
      /** Format: date */
      invoice_date: string | null;
      invoice_image_url: string | null;
      invoice_number: string | null;
      net_amount: number;
      /** @description the order line it delivers (receives) */
      order_line_id: number | null;
      order_number: string | null;
      price_includes_tax: boolean;
      product_category: string;
      product_code: string;
      product_model: string;
      /** @description negative on a return */
      quantity: number;
      remark: string | null;
      return_of: number | null;
      returned_quantity: number;
      supplier_code: string;
      supplier_full_name: string;
      supplier_short_name: string;
      tax_amount: number;
      /** @description percent; 0: no tax */
      tax_rate: number;
      total_price: number;
      unit_price: number;
    };
    InboundDocumentPage: {
      data: components['schemas']['InboundDocumentRow'][];
      pagination: components['schemas']['InboundDocumentPagination'];
    };
    InboundDocumentPagination: {
      limit: number;
      page: number;
      total: number;
    };
    InboundDocumentRow: {
      /** Format: date */
      date: string;
      document_number: string;
      /** @description its lines’ amounts summed, 2 decimals */
      gross_amount: number;
      has_returns: boolean;
      id: number;
      invoice_number: string | null;
      lines_count: number;
      /** @description its lines’ amounts summed, 2 decimals */
      net_amount: number;
      /** @description its owed total less allocations and oldest-first settlement */
      open_amount: number;
      order_number: string | null;
      supplier_code: string;
      supplier_short_name: string;
      /** @description its lines’ amounts summed, 2 decimals */
      tax_amount: number;
      /** @description quantity × unit price summed, 3 decimals */
      total_price: number;
    };
    InboundDocumentUpdateBody: {
      /** Format: date */
      date: string;
      /** @description Left out: generated from the date (IN-YYYYMMDD-NNN, OUT-YYYYMMDD-NNN). Unique per direction. */
      document_number?: string | null;
      invoice_date?: string | null;
      /**
       * Format: uri
       * @description Link to the invoice image: an http or https URL.
       */
      invoice_image_url?: string | null;
      invoice_number?: string | null;
      lines: components['schemas']['DocumentUpdateLine'][];
      order_number?: string | null;
      over_credit_limit?: boolean;
      purchase_order_id?: number;
      remark?: string | null;
      sales_order_id?: number;
      supplier_code: string;
      supplier_short_name: string;
      /** @description The version the edit is based on: another one → 409 STALE_VERSION, nothing written */
      version?: number | null;
    };
    InboundRecordBody: {
      /** Format: date */
      inbound_date: string;
      invoice_date?: string | null;
      /**
       * Format: uri
       * @description Link to the invoice image: an http or https URL.
       */
      invoice_image_url?: string | null;
      invoice_number?: string | null;
      order_number?: string | null;
      product_code: string;
      product_model: string;
      /** @description Whole units: at least 1, or at most -1 on a return. */
      quantity: number;
      remark?: string | null;
      /** @description A return: the id of the earlier record of the same direction whose goods come back. */
      return_of?: number | null;
      supplier_code: string;
      supplier_short_name: string;
      /**
       * @description The line's tax rate in percent; left out: the product's, else the company's default. A return
       *     takes its original's; an edit that leaves it out keeps the record's.
       */
      tax_rate?: string | null;
      /** @description At least 0, at most 4 decimals; a JSON number or a numeric string. A return defaults to its original's. */
      unit_price: string;
    };
    InboundRecordPage: {
      data: components['schemas']['InboundRecordResponse'][];
      pagination: components['schemas']['Pagination'];
    };
    InboundRecordResponse: {
      /** @description The document the record is a line of. */
      document_id: number;
      document_number: string;
      gross_amount: number;
      id: number;
      /** Format: date */
      inbound_date: string;
      invoice_date: string | null;
      invoice_image_url: string | null;
      invoice_number: string | null;
      /** @description Without tax, the tax, and with tax: 2 decimals, negative on a return. */
      net_amount: number;
      /** @description The order line the record delivers (receives); null when it delivers no order. */
      order_line_id: number | null;
      order_number: string | null;
      /** @description Whether unit_price includes the tax (the company's setting when the record was created). */
      price_includes_tax: boolean;
      product_category: string;
      product_code: string;
      product_model: string;
      /** @description Negative on a return. */
      quantity: number;
      remark: string | null;
      /** @description The original of a return; null for an ordinary record. */
      return_of: number | null;
      /** @description Units returned of this record so far (0 for a return). */
      returned_quantity: number;
      supplier_code: string;
      supplier_full_name: string;
      supplier_short_name: string;
      tax_amount: number;
      /** @description The line's tax rate in percent (0: no tax). */
      tax_rate: number;
      /** @description quantity × unit price, 3 decimals. */
      total_price: number;
      unit_price: number;
    };
    InboundRecordSuccess: {
      data: components['schemas']['InboundRecordResponse'];
      /** @enum {boolean} */
      success: true;
    };
    InvoiceExportDto: {
      dateFrom: string;
      dateTo: string;
      /** @description A supplier's or a customer's code: the lines of its direction are exported. */
      partnerCode: string;
    };
    LoginDto: {
      password: string;
      username: string;
    };
    LoginResponse: {
      message: string;
      success: boolean;
      token: string;
      user: components['schemas']['SessionUserResponse'];
    };
    LowStockProductResponse: {
      current_stock: number;
      product_model: string;
      reorder_level: number | null;
    };
    MeResponse: {
      success: boolean;
      user: components['schemas']['SessionUserResponse'];
    };
    MonthFiguresResponse: {
      cost_amount: number;
      month: string;
      /** @description sales − cost. */
      profit_amount: number;
      /** @description (sales − cost) / sales × 100, 2 decimals; 0 when sales is 0. */
      profit_rate: number;
      sales_amount: number;
    };
    MonthlyStockChangeResponse: {
      current_stock: number;
      month_start_stock: number;
      monthly_change: number;
    };
    MonthlyStockChangeSuccess: {
      data: components['schemas']['MonthlyStockChangeResponse'];
      /** @enum {boolean} */
      success: true;
    };
    MovementCard: {
      closing_quantity: number;
      data: components['schemas']['MovementView'][];
      opening_quantity: number;
      pagination: components['schemas']['Pagination'];
      product_model: string;
    };
    MovementView: {
      balance_quantity: number;
      /** @description Running Σ value_change: the stock value after this movement (while stock never went negative). */
      balance_value: number;
      date: string;
      /** @description The document the movement belongs to (a purchase, sale or return); null for opening stock and adjustments. */
      document_id: number | null;
      document_number: string | null;
      /** @enum {string} */
      kind: 'inbound' | 'outbound' | 'inbound_return' | 'outbound_return' | 'adjustment';
      partner_short_name: string | null;
      quantity_change: number;
      record_id: number;
      unit_cost: number;
      value_change: number;
    };
    Object: Record<string, never>;
    OpeningBalanceDto: {
      /** @description Not 0, at most 2 decimals; positive = owed to us by a customer / owed by us to a supplier. */
      amount: string;
      date: string;
    };
    OpeningLineResponse: {
      /** @description Positive: owed to us (receivable) or by us (payable). */
      amount: number;
      date: string;
    };
    OpenOrdersFiguresResponse: {
      count: number;
      /** @description Past their delivery date. */
      overdue_count: number;
      overdue_value: number;
      value: number;
    };
    OpenOrdersResponse: {
      purchases: components['schemas']['OpenOrdersFiguresResponse'];
      sales: components['schemas']['OpenOrdersFiguresResponse'];
    };
    OrderDeliveryResponse: {
      /** Format: date */
      date: string;
      document_id: number;
      document_number: string;
      line_id: number;
      quantity: number;
      record_id: number;
    };
    OrderLineBody: {
      id?: number;
      product_code: string;
      product_model: string;
      /** @description Whole units: at least 1, or at most -1 on a return. */
      quantity: number;
      /** @description The line's tax rate in percent; left out: the product's, else the company's default. */
      tax_rate?: string | null;
      /** @description Left out (or null): the price in force for the partner, product and date (the price lookup). */
      unit_price?: string | null;
    };
    OrdersExportDto: {
      /**
       * @description '1' purchase orders, '2' sales orders, '12' both.
       * @enum {string}
       */
      tables: '1' | '2' | '12';
    };
    OutboundDocument: {
      /** @description the partner's address */
      customer_address: string | null;
      customer_code: string;
      customer_contact_person: string | null;
      customer_contact_phone: string | null;
      customer_full_name: string;
      customer_short_name: string;
      /** Format: date */
      date: string;
      document_number: string;
      /** @description its lines’ amounts summed, 2 decimals */
      gross_amount: number;
      id: number;
      /** Format: date */
      invoice_date: string | null;
      invoice_image_url: string | null;
      invoice_number: string | null;
      /** @description its records */
      lines: components['schemas']['OutboundDocumentLine'][];
      /** @description its lines’ amounts summed, 2 decimals */
      net_amount: number;
      /** @description its owed total less allocations and oldest-first settlement */
      open_amount: number;
      order_number: string | null;
      remark: string | null;
      /** @description the records that return its lines */
      returns: components['schemas']['OutboundDocumentLine'][];
      /** @description its lines’ amounts summed, 2 decimals */
      tax_amount: number;
      /** @description quantity × unit price summed, 3 decimals */
      total_price: number;
      /** @description raised by every change of the document; an edit may send it back */
      version: number;
    };
    OutboundDocumentBody: {
      customer_code: string;
      customer_short_name: string;
      /** Format: date */
      date: string;
      /** @description Left out: generated from the date (IN-YYYYMMDD-NNN, OUT-YYYYMMDD-NNN). Unique per direction. */
      document_number?: string | null;
      invoice_date?: string | null;
      /**
       * Format: uri
       * @description Link to the invoice image: an http or https URL.
       */
      invoice_image_url?: string | null;
      invoice_number?: string | null;
      lines: components['schemas']['TradeDocumentLine'][];
      order_number?: string | null;
      over_credit_limit?: boolean;
      purchase_order_id?: number;
      remark?: string | null;
      sales_order_id?: number;
    };
    OutboundDocumentCreated: {
      /** @description the partner's address */
      customer_address: string | null;
      customer_code: string;
      customer_contact_person: string | null;
      customer_contact_phone: string | null;
      customer_full_name: string;
      customer_short_name: string;
      /** Format: date */
      date: string;
      document_number: string;
      /** @description its lines’ amounts summed, 2 decimals */
      gross_amount: number;
      id: number;
      /** Format: date */
      invoice_date: string | null;
      invoice_image_url: string | null;
      invoice_number: string | null;
      /** @description its records */
      lines: components['schemas']['OutboundDocumentLine'][];
      /** @description its lines’ amounts summed, 2 decimals */
      net_amount: number;
      /** @description its owed total less allocations and oldest-first settlement */
      open_amount: number;
      order_number: string | null;
      records: components['schemas']['OutboundDocumentLine'][];
      remark: string | null;
      /** @description the records that return its lines */
      returns: components['schemas']['OutboundDocumentLine'][];
      /** @description its lines’ amounts summed, 2 decimals */
      tax_amount: number;
      /** @description quantity × unit price summed, 3 decimals */
      total_price: number;
      /** @description raised by every change of the document; an edit may send it back */
      version: number;
    };
    OutboundDocumentCreatedDryRun: {
      /** @enum {boolean} */
      dry_run: true;
      effects: components['schemas']['WriteEffects'];
      /** @description What the write would answer. */
      result: components['schemas']['OutboundDocumentCreated'];
    };
    OutboundDocumentDryRun: {
      /** @enum {boolean} */
      dry_run: true;
      effects: components['schemas']['WriteEffects'];
      /** @description What the write would answer. */
      result: components['schemas']['OutboundDocument'];
    };
    OutboundDocumentLine: {
      customer_code: string;
      customer_full_name: string;
      customer_short_name: string;
      document_id: number;
      document_number: string;
      gross_amount: number;
      id: number;
      /** Format: date */
      invoice_date: string | null;
      invoice_image_url: string | null;
      invoice_number: string | null;
      net_amount: number;
      /** @description the order line it delivers (receives) */
      order_line_id: number | null;
      order_number: string | null;
      /** Format: date */
      outbound_date: string;
      price_includes_tax: boolean;
      product_category: string;
      product_code: string;
      product_model: string;
      /** @description negative on a return */
      quantity: number;
      remark: string | null;
      return_of: number | null;
      returned_quantity: number;
      tax_amount: number;
      /** @description percent; 0: no tax */
      tax_rate: number;
      total_price: number;
      unit_price: number;
    };
    OutboundDocumentPage: {
      data: components['schemas']['OutboundDocumentRow'][];
      pagination: components['schemas']['OutboundDocumentPagination'];
    };
    OutboundDocumentPagination: {
      limit: number;
      page: number;
      total: number;
    };
    OutboundDocumentRow: {
      customer_code: string;
      customer_short_name: string;
      /** Format: date */
      date: string;
      document_number: string;
      /** @description its lines’ amounts summed, 2 decimals */
      gross_amount: number;
      has_returns: boolean;
      id: number;
      invoice_number: string | null;
      lines_count: number;
      /** @description its lines’ amounts summed, 2 decimals */
      net_amount: number;
      /** @description its owed total less allocations and oldest-first settlement */
      open_amount: number;
      order_number: string | null;
      /** @description its lines’ amounts summed, 2 decimals */
      tax_amount: number;
      /** @description quantity × unit price summed, 3 decimals */
      total_price: number;
    };
    OutboundDocumentUpdateBody: {
      customer_code: string;
      customer_short_name: string;
      /** Format: date */
      date: string;
      /** @description Left out: generated from the date (IN-YYYYMMDD-NNN, OUT-YYYYMMDD-NNN). Unique per direction. */
      document_number?: string | null;
      invoice_date?: string | null;
      /**
       * Format: uri
       * @description Link to the invoice image: an http or https URL.
       */
      invoice_image_url?: string | null;
      invoice_number?: string | null;
      lines: components['schemas']['DocumentUpdateLine'][];
      order_number?: string | null;
      over_credit_limit?: boolean;
      purchase_order_id?: number;
      remark?: string | null;
      sales_order_id?: number;
      /** @description The version the edit is based on: another one → 409 STALE_VERSION, nothing written */
      version?: number | null;
    };
    OutboundRecordBody: {
      customer_code: string;
      customer_short_name: string;
      invoice_date?: string | null;
      /**
       * Format: uri
       * @description Link to the invoice image: an http or https URL.
       */
      invoice_image_url?: string | null;
      invoice_number?: string | null;
      order_number?: string | null;
      /** Format: date */
      outbound_date: string;
      over_credit_limit?: boolean;
      product_code: string;
      product_model: string;
      /** @description Whole units: at least 1, or at most -1 on a return. */
      quantity: number;
      remark?: string | null;
      /** @description A return: the id of the earlier record of the same direction whose goods come back. */
      return_of?: number | null;
      /**
       * @description The line's tax rate in percent; left out: the product's, else the company's default. A return
       *     takes its original's; an edit that leaves it out keeps the record's.
       */
      tax_rate?: string | null;
      /** @description At least 0, at most 4 decimals; a JSON number or a numeric string. A return defaults to its original's. */
      unit_price: string;
    };
    OutboundRecordPage: {
      data: components['schemas']['OutboundRecordResponse'][];
      pagination: components['schemas']['Pagination'];
    };
    OutboundRecordResponse: {
      customer_code: string;
      customer_full_name: string;
      customer_short_name: string;
      /** @description The document the record is a line of. */
      document_id: number;
      document_number: string;
      gross_amount: number;
      id: number;
      invoice_date: string | null;
      invoice_image_url: string | null;
      invoice_number: string | null;
      /** @description Without tax, the tax, and with tax: 2 decimals, negative on a return. */
      net_amount: number;
      /** @description The order line the record delivers (receives); null when it delivers no order. */
      order_line_id: number | null;
      order_number: string | null;
      /** Format: date */
      outbound_date: string;
      /** @description Whether unit_price includes the tax (the company's setting when the record was created). */
      price_includes_tax: boolean;
      product_category: string;
      product_code: string;
      product_model: string;
      /** @description Negative on a return. */
      quantity: number;
      remark: string | null;
      /** @description The original of a return; null for an ordinary record. */
      return_of: number | null;
      /** @description Units returned of this record so far (0 for a return). */
      returned_quantity: number;
      tax_amount: number;
      /** @description The line's tax rate in percent (0: no tax). */
      tax_rate: number;
      /** @description quantity × unit price, 3 decimals. */
      total_price: number;
      unit_price: number;
    };
    OutboundRecordSuccess: {
      data: components['schemas']['OutboundRecordResponse'];
      /** @enum {boolean} */
      success: true;
    };
    OutOfStockProductResponse: {
      product_model: string;
    };
    OverviewRangeResponse: {
      end_date: string | null;
      start_date: string | null;
    };
    OverviewStatsResponse: {
      /** @description Σ of every account's balance now, whatever the range: where the money is. */
      cash_position: number;
      low_stock_products: components['schemas']['LowStockProductResponse'][];
      /** @description The profit and loss statement's net profit from the first of the current month to today. */
      month_net_profit: number;
      out_of_stock_products: components['schemas']['OutOfStockProductResponse'][];
      overview: components['schemas']['TradeTotalsResponse'];
      range: components['schemas']['OverviewRangeResponse'];
      reorder_products: components['schemas']['ReorderProductResponse'][];
      success: boolean;
    };
    Pagination: {
      limit: number;
      page: number;
      total: number;
    };
    PaginationView: {
      limit: number;
      page: number;
      total: number;
    };
    PartnerAgingResponse: {
      amounts: number[];
      as_of: string;
      balance: number;
      buckets: string[];
    };
    PartnerBalanceEffect: {
      after: number;
      before: number;
      partner_code: string | null;
    };
    PartnerListData: {
      data: components['schemas']['PartnerView'][];
    };
    PartnerSuccess: {
      data: components['schemas']['PartnerView'];
      /** @enum {boolean} */
      success: true;
    };
    PartnerView: {
      active: boolean;
      address: string | null;
      code: string | null;
      contact_person: string | null;
      contact_phone: string | null;
      credit_limit: number | null;
      full_name: string;
      id: number;
      payment_terms_days: number | null;
      short_name: string;
      /** @enum {number} */
      type: 0 | 1;
      /** @description Raised by every change; an edit may send it back (a stale one is refused). */
      version: number;
    };
    PayableAgingResponse: {
      /** Format: date */
      as_of: string;
      /** @description The buckets' names: 'current', '1-30', …, '90+'. */
      buckets: string[];
      data: components['schemas']['PayableAgingRowResponse'][];
      /** @description One per bucket. */
      totals: number[];
    };
    PayableAgingRowResponse: {
      /** @description One per bucket, in the report's order; they add up to the balance. */
      amounts: number[];
      balance: number;
      supplier_code: string | null;
      supplier_short_name: string;
    };
    PayableBalanceDetailResponse: {
      inbound_pagination: components['schemas']['Pagination'];
      inbound_records: components['schemas']['PayableRecordListResponse'];
      opening_balance: components['schemas']['OpeningLineResponse'] | null;
      payment_pagination: components['schemas']['Pagination'];
      payment_records: components['schemas']['PayablePaymentListResponse'];
      summary: components['schemas']['PayableSummaryResponse'];
      supplier: components['schemas']['DetailPartnerResponse'];
      uninvoiced: components['schemas']['UninvoicedResponse'];
    };
    PayableBalanceListResponse: {
      data: components['schemas']['PayableBalanceRowResponse'][];
      limit: number;
      page: number;
      total: number;
    };
    PayableBalanceRowResponse: {
      balance: number;
      /** Format: date */
      last_payment_date: string | null;
      last_payment_method: string | null;
      supplier_code: string | null;
      supplier_full_name: string;
      supplier_short_name: string;
      total_paid: number;
      total_payable: number;
    };
    PayableOpeningBalancePage: {
      data: components['schemas']['PayableOpeningBalanceResponse'][];
      pagination: components['schemas']['Pagination'];
    };
    PayableOpeningBalanceResponse: {
      amount: number;
      /** Format: date */
      date: string;
      supplier_code: string | null;
      supplier_short_name: string;
    };
    PayablePaymentDto: {
      /** @description Left out (or null): the default account. */
      account_id?: number | null;
      /** @description Left out or empty: the whole payment settles the oldest open amounts first. */
      allocations?: components['schemas']['PaymentAllocationDto'][] | null;
      amount: string;
      pay_date: string;
      /** @enum {string} */
      pay_method: 'Cash' | 'E-Transfer' | 'Cheque' | "Banker's acceptance" | 'Other';
      remark?: string | null;
      supplier_code: string;
    };
    PayablePaymentListResponse: {
      data: components['schemas']['PayablePaymentResponse'][];
      limit: number;
      page: number;
      total: number;
    };
    PayablePaymentResponse: {
      account_id: number;
      account_name: string;
      /** @description The documents the payment settles first; the rest settles the oldest open amounts. */
      allocations: components['schemas']['PaymentAllocationResponse'][];
      amount: number;
      id: number;
      /** Format: date */
      pay_date: string;
      pay_method: string;
      remark: string | null;
      supplier_code: string | null;
      version: number;
    };
    PayablePaymentSuccess: {
      data: components['schemas']['PayablePaymentResponse'];
      /** @enum {boolean} */
      success: true;
    };
    PayableRecordListResponse: {
      data: components['schemas']['PayableRecordResponse'][];
      limit: number;
      page: number;
      total: number;
    };
    PayableRecordResponse: {
      /** @description The document the record is a line of. */
      document_id: number;
      document_number: string;
      id: number;
      /** Format: date */
      inbound_date: string;
      order_number: string | null;
      product_model: string;
      quantity: number;
      remark: string | null;
      total_price: number;
      unit_price: number;
    };
    PayableSummaryResponse: {
      balance: number;
      total_paid: number;
      total_payable: number;
    };
    PaymentAllocationDto: {
      /** @description decimal text (a JSON number is accepted) */
      amount: string;
      document_id: number;
    };
    PaymentAllocationResponse: {
      amount: number;
      document_id: number;
      document_number: string;
    };
    PeriodLockDto: {
      /**
       * Format: date
       * @description The last closed day (YYYY-MM-DD), or null to open the books; leaving it out is a mistake (400).
       */
      locked_through: string | null;
    };
    PeriodLockResponse: {
      locked_through: string | null;
    };
    ProductFiguresResponse: {
      category: string;
      cost_amount: number;
      product_code: string;
      product_model: string;
      /** @description sales − cost. */
      profit_amount: number;
      /** @description (sales − cost) / sales × 100, 2 decimals; 0 when sales is 0. */
      profit_rate: number;
      sales_amount: number;
    };
    ProductListData: {
      data: components['schemas']['ProductView'][];
    };
    ProductOptionResponse: {
      /** @description `All` for the first option (no condition). */
      model: string;
      name: string;
    };
    ProductPricePage: {
      data: components['schemas']['ProductPriceView'][];
      pagination: components['schemas']['Pagination'];
    };
    ProductPriceSuccess: {
      data: components['schemas']['ProductPriceView'];
      /** @enum {boolean} */
      success: true;
    };
    ProductPriceView: {
      effective_date: string;
      id: number;
      partner_code: string | null;
      partner_short_name: string;
      product_code: string;
      product_model: string;
      unit_price: number;
    };
    ProductSuccess: {
      data: components['schemas']['ProductView'];
      /** @enum {boolean} */
      success: true;
    };
    ProductView: {
      category: string;
      code: string;
      id: number;
      product_model: string;
      remark: string | null;
      reorder_level: number | null;
      /** @description Percent; null: the company's default rate at each write. */
      tax_rate: number | null;
      /** @description Raised by every change; an edit may send it back (a stale one is refused). */
      version: number;
    };
    ProfileResponse: {
      success: boolean;
      user: components['schemas']['UserResponse'];
    };
    ProfitAndLossExportBody: {
      /** Format: date */
      end_date: string;
      /** Format: date */
      start_date: string;
    };
    ProfitAndLossLinesView: {
      data: components['schemas']['ProfitAndLossLineView'][];
      pagination: components['schemas']['PaginationView'];
      /** @description Σ amount of every line (all pages): the figure itself. */
      total_amount: number;
    };
    ProfitAndLossLineView: {
      /** @description What the line adds to the figure. */
      amount: number;
      /** Format: date */
      date: string;
      /** @description The adjustment's reason, or the entry's category and remark. */
      description: string | null;
      /** @description The document of a record's line (its sale, return or purchase); null for adjustments and entries. */
      document_id: number | null;
      document_number: string | null;
      /** @description outbound, outbound_return, adjustment, income or expense: where `ref_id` points. */
      kind: string;
      partner_short_name: string | null;
      product_model: string | null;
      quantity: number | null;
      ref_id: number;
    };
    ProfitAndLossMonthView: {
      cost_of_goods_sold: number;
      gross_profit: number;
      /** @example 2026-01 */
      month: string;
      net_profit: number;
      net_sales: number;
      other_income: number;
      stock_losses: number;
      total_expenses: number;
    };
    ProfitAndLossView: {
      cost_of_goods_sold: number;
      /** Format: date */
      end_date: string;
      expenses: components['schemas']['ExpenseLineView'][];
      gross_profit: number;
      months: components['schemas']['ProfitAndLossMonthView'][];
      net_profit: number;
      net_sales: number;
      other_income: number;
      sales: number;
      sales_returns: number;
      /** Format: date */
      start_date: string;
      stock_losses: number;
      total_expenses: number;
    };
    PurchaseOrderBody: {
      /** Format: date */
      date: string;
      /** Format: date */
      delivery_date?: string | null;
      lines: components['schemas']['OrderLineBody'][];
      /** @description Unique per direction; left out: generated (SO-/PO-YYYYMMDD-NNN), or kept on a change. */
      order_number?: string | null;
      remark?: string | null;
      supplier_code: string;
      supplier_short_name: string;
      /** @description The version the edit is based on: another one → 409 STALE_VERSION, nothing written */
      version?: number | null;
    };
    PurchaseOrderDetailResponse: {
      /** Format: date */
      date: string;
      deliveries: components['schemas']['OrderDeliveryResponse'][];
      /** Format: date */
      delivery_date: string | null;
      id: number;
      lines: components['schemas']['PurchaseOrderLineResponse'][];
      order_number: string;
      remark: string | null;
      /** @enum {string} */
      status: 'open' | 'partial' | 'received' | 'closed';
      /** @description the partner's address */
      supplier_address: string | null;
      supplier_code: string;
      supplier_contact_person: string | null;
      supplier_contact_phone: string | null;
      supplier_full_name: string;
      supplier_short_name: string;
      total_price: number;
      /** @description raised by every change of the order; an edit may send it back */
      version: number;
    };
    PurchaseOrderLineResponse: {
      id: number;
      open_quantity: number;
      product_code: string;
      product_model: string;
      quantity: number;
      received_quantity: number;
      total_price: number;
      unit_price: number;
    };
    PurchaseOrderResponse: {
      /** Format: date */
      date: string;
      /** Format: date */
      delivery_date: string | null;
      id: number;
      lines: components['schemas']['PurchaseOrderLineResponse'][];
      order_number: string;
      remark: string | null;
      /** @enum {string} */
      status: 'open' | 'partial' | 'received' | 'closed';
      /** @description the partner's address */
      supplier_address: string | null;
      supplier_code: string;
      supplier_contact_person: string | null;
      supplier_contact_phone: string | null;
      supplier_full_name: string;
      supplier_short_name: string;
      total_price: number;
      /** @description raised by every change of the order; an edit may send it back */
      version: number;
    };
    PurchaseOrderRowPage: {
      data: components['schemas']['PurchaseOrderRowResponse'][];
      pagination: components['schemas']['Pagination'];
    };
    PurchaseOrderRowResponse: {
      /** Format: date */
      date: string;
      /** Format: date */
      delivery_date: string | null;
      id: number;
      lines_count: number;
      order_number: string;
      /** @description Σ of the lines' quantities, and of what they delivered: the progress. */
      ordered_quantity: number;
      received_quantity: number;
      /** @description Σ delivered (received) quantity × unit price: the progress by value */
      received_value: number;
      remark: string | null;
      /** @enum {string} */
      status: 'open' | 'partial' | 'received' | 'closed';
      supplier_code: string;
      supplier_short_name: string;
      total_price: number;
      /** @description raised by every change of the order; an edit may send it back */
      version: number;
    };
    ReceivableAgingResponse: {
      /** Format: date */
      as_of: string;
      /** @description The buckets' names: 'current', '1-30', …, '90+'. */
      buckets: string[];
      data: components['schemas']['ReceivableAgingRowResponse'][];
      /** @description One per bucket. */
      totals: number[];
    };
    ReceivableAgingRowResponse: {
      /** @description One per bucket, in the report's order; they add up to the balance. */
      amounts: number[];
      balance: number;
      customer_code: string | null;
      customer_short_name: string;
    };
    ReceivableBalanceDetailResponse: {
      customer: components['schemas']['DetailPartnerResponse'];
      opening_balance: components['schemas']['OpeningLineResponse'] | null;
      outbound_pagination: components['schemas']['Pagination'];
      outbound_records: components['schemas']['ReceivableRecordListResponse'];
      payment_pagination: components['schemas']['Pagination'];
      payment_records: components['schemas']['ReceivablePaymentListResponse'];
      summary: components['schemas']['ReceivableSummaryResponse'];
      uninvoiced: components['schemas']['UninvoicedResponse'];
    };
    ReceivableBalanceListResponse: {
      data: components['schemas']['ReceivableBalanceRowResponse'][];
      limit: number;
      page: number;
      total: number;
    };
    ReceivableBalanceRowResponse: {
      balance: number;
      customer_code: string | null;
      customer_full_name: string;
      customer_short_name: string;
      /** Format: date */
      last_payment_date: string | null;
      last_payment_method: string | null;
      total_paid: number;
      total_receivable: number;
    };
    ReceivableOpeningBalancePage: {
      data: components['schemas']['ReceivableOpeningBalanceResponse'][];
      pagination: components['schemas']['Pagination'];
    };
    ReceivableOpeningBalanceResponse: {
      amount: number;
      customer_code: string | null;
      customer_short_name: string;
      /** Format: date */
      date: string;
    };
    ReceivablePayableExportDto: {
      /** @description Records (outbound for receivables, inbound for payables) dated in this range. */
      outboundFrom: string;
      outboundTo: string;
      /** @description Payments dated in this range. */
      paymentFrom: string;
      paymentTo: string;
    };
    ReceivablePaymentDto: {
      /** @description Left out (or null): the default account. */
      account_id?: number | null;
      /** @description Left out or empty: the whole payment settles the oldest open amounts first. */
      allocations?: components['schemas']['PaymentAllocationDto'][] | null;
      amount: string;
      customer_code: string;
      pay_date: string;
      /** @enum {string} */
      pay_method: 'Cash' | 'E-Transfer' | 'Cheque' | "Banker's acceptance" | 'Other';
      remark?: string | null;
    };
    ReceivablePaymentListResponse: {
      data: components['schemas']['ReceivablePaymentResponse'][];
      limit: number;
      page: number;
      total: number;
    };
    ReceivablePaymentResponse: {
      account_id: number;
      account_name: string;
      /** @description The documents the payment settles first; the rest settles the oldest open amounts. */
      allocations: components['schemas']['PaymentAllocationResponse'][];
      amount: number;
      customer_code: string | null;
      id: number;
      /** Format: date */
      pay_date: string;
      pay_method: string;
      remark: string | null;
      version: number;
    };
    ReceivablePaymentSuccess: {
      data: components['schemas']['ReceivablePaymentResponse'];
      /** @enum {boolean} */
      success: true;
    };
    ReceivableRecordListResponse: {
      data: components['schemas']['ReceivableRecordResponse'][];
      limit: number;
      page: number;
      total: number;
    };
    ReceivableRecordResponse: {
      /** @description The document the record is a line of. */
      document_id: number;
      document_number: string;
      id: number;
      order_number: string | null;
      /** Format: date */
      outbound_date: string;
      product_model: string;
      quantity: number;
      remark: string | null;
      total_price: number;
      unit_price: number;
    };
    ReceivableSummaryResponse: {
      balance: number;
      total_paid: number;
      total_receivable: number;
    };
    ReorderProductResponse: {
      current_stock: number;
      product_code: string;
      product_model: string;
      /** @description The product's reorder level, or 10 when it has none. */
      reorder_level: number;
      /** @description Whether `reorder_level` is the product's own (false: the default of 10). */
      reorder_level_set: boolean;
    };
    ReturnLine: {
      quantity: number;
      record_id: number;
    };
    SalesOrderBody: {
      customer_code: string;
      customer_short_name: string;
      /** Format: date */
      date: string;
      /** Format: date */
      delivery_date?: string | null;
      lines: components['schemas']['OrderLineBody'][];
      /** @description Unique per direction; left out: generated (SO-/PO-YYYYMMDD-NNN), or kept on a change. */
      order_number?: string | null;
      remark?: string | null;
      /** @description The version the edit is based on: another one → 409 STALE_VERSION, nothing written */
      version?: number | null;
    };
    SalesOrderDetailResponse: {
      /** @description the partner's address */
      customer_address: string | null;
      customer_code: string;
      customer_contact_person: string | null;
      customer_contact_phone: string | null;
      customer_full_name: string;
      customer_short_name: string;
      /** Format: date */
      date: string;
      deliveries: components['schemas']['OrderDeliveryResponse'][];
      /** Format: date */
      delivery_date: string | null;
      id: number;
      lines: components['schemas']['SalesOrderLineResponse'][];
      order_number: string;
      remark: string | null;
      /** @enum {string} */
      status: 'open' | 'partial' | 'delivered' | 'closed';
      total_price: number;
      /** @description raised by every change of the order; an edit may send it back */
      version: number;
    };
    SalesOrderLineResponse: {
      delivered_quantity: number;
      id: number;
      open_quantity: number;
      product_code: string;
      product_model: string;
      quantity: number;
      total_price: number;
      unit_price: number;
    };
    SalesOrderResponse: {
      /** @description the partner's address */
      customer_address: string | null;
      customer_code: string;
      customer_contact_person: string | null;
      customer_contact_phone: string | null;
      customer_full_name: string;
      customer_short_name: string;
      /** Format: date */
      date: string;
      /** Format: date */
      delivery_date: string | null;
      id: number;
      lines: components['schemas']['SalesOrderLineResponse'][];
      order_number: string;
      remark: string | null;
      /** @enum {string} */
      status: 'open' | 'partial' | 'delivered' | 'closed';
      total_price: number;
      /** @description raised by every change of the order; an edit may send it back */
      version: number;
    };
    SalesOrderRowPage: {
      data: components['schemas']['SalesOrderRowResponse'][];
      pagination: components['schemas']['Pagination'];
    };
    SalesOrderRowResponse: {
      customer_code: string;
      customer_short_name: string;
      /** Format: date */
      date: string;
      delivered_quantity: number;
      /** @description Σ delivered (received) quantity × unit price: the progress by value */
      delivered_value: number;
      /** Format: date */
      delivery_date: string | null;
      id: number;
      lines_count: number;
      order_number: string;
      /** @description Σ of the lines' quantities, and of what they delivered: the progress. */
      ordered_quantity: number;
      remark: string | null;
      /** @enum {string} */
      status: 'open' | 'partial' | 'delivered' | 'closed';
      total_price: number;
      /** @description raised by every change of the order; an edit may send it back */
      version: number;
    };
    SessionUserResponse: {
      display_name: string | null;
      id: number;
      /** @enum {string} */
      role: 'reader' | 'editor' | 'admin';
      username: string;
    };
    StatementLineResponse: {
      /** @description The running balance after this line. */
      balance: number;
      credit: number | null;
      date: string;
      debit: number | null;
      description: string | null;
      /** @description The document a sale's, purchase's or return's line belongs to; null for payments and the opening balance. */
      document_id: number | null;
      /** @enum {string} */
      kind: 'inbound' | 'outbound' | 'payment' | 'opening_balance' | 'adjustment' | 'return';
      reference: string | null;
    };
    StatementPartnerResponse: {
      address: string | null;
      code: string | null;
      contact_person: string | null;
      contact_phone: string | null;
      full_name: string;
      payment_terms_days: number | null;
      short_name: string;
    };
    StatementResponse: {
      aging: components['schemas']['PartnerAgingResponse'];
      closing_balance: number;
      end_date: string;
      lines: components['schemas']['StatementLineResponse'][];
      opening_balance: number;
      partner: components['schemas']['StatementPartnerResponse'];
      start_date: string;
    };
    StockEffect: {
      after: number;
      before: number;
      product_code: string;
      /** @description The warehouse, MAIN (stock is kept in one). */
      warehouse_code: string;
    };
    StockEffectResponse: {
      product_code: string;
      product_model: string;
      quantity_after: number;
      quantity_before: number;
      value_after: number;
      value_before: number;
    };
    StockExportDto: {
      /** @description Stock at the end of this day (YYYY-MM-DD); default: now. */
      as_of?: string | null;
    };
    StockPage: {
      data: components['schemas']['StockRowView'][];
      pagination: components['schemas']['StockPagination'];
    };
    StockPagination: {
      limit: number;
      page: number;
      pages: number;
      total: number;
    };
    StockRefreshResponse: {
      /**
       * @description Balances that differed from what they sum and were rewritten: partners' (from their records and
       *     payments) and accounts' (from their opening balances and money movements).
       */
      balances_updated: number;
      /** @description Stored outbound costs that differed from the replay and were written (or removed). */
      costs_updated: number;
      message: string;
      /** @description Products whose history was replayed. */
      products: number;
      /** @description Stock rows that differed from their records and were rewritten. */
      stock_rows_updated: number;
      success: boolean;
    };
    StockRowView: {
      /** @description current_stock − reserved_quantity. */
      available_quantity: number;
      current_stock: number;
      /**
       * Format: date-time
       * @description Time of the latest change of the product's stock; null for a product never traded.
       */
      last_update: string | null;
      /** @description Units still to receive on open and partly received purchase orders. */
      on_order_quantity: number;
      product_model: string;
      /** @description Stock below this is low; null: below 10. */
      reorder_level: number | null;
      /** @description Units still to deliver on open and partly delivered sales orders. */
      reserved_quantity: number;
      /**
       * @description Derived from current_stock: <= 0 out of stock, below the reorder level (or 10) low stock, else normal.
       * @enum {string}
       */
      status: 'out_of_stock' | 'low_stock' | 'normal';
    };
    TaxSettingsDto: {
      /** @description The rate of a line whose product has none, in percent: 0 to 100, at most 2 decimals. */
      default_rate: string;
      /** @description Whether the unit prices typed on lines include the tax (from the writes made after the change). */
      prices_include_tax: boolean;
    };
    TaxSettingsResponse: {
      /** @description Percent, at most 2 decimals. */
      default_rate: number;
      prices_include_tax: boolean;
    };
    TopSalesProductListSuccess: {
      data: components['schemas']['TopSalesProductResponse'][];
      /** @enum {boolean} */
      success: true;
    };
    TopSalesProductResponse: {
      product_model: string;
      total_sales: number;
    };
    TotalCostEstimateResponse: {
      /** @description The value of all stock under the cost method (now, or at the end of `as_of`). */
      total_cost_estimate: number;
    };
    TradeBatchIdsBody: {
      ids: number[];
    };
    TradeBatchSet: {
      invoice_date?: string | null;
      invoice_number?: string | null;
      order_number?: string | null;
      remark?: string | null;
    };
    TradeBatchUpdateBody: {
      ids: number[];
      set: components['schemas']['TradeBatchSet'];
    };
    TradeDocumentLine: {
      /** @description The line of the document's order this line delivers (receives). */
      order_line_id?: number;
      product_code: string;
      product_model: string;
      /** @description Whole units: at least 1, or at most -1 on a return. */
      quantity: number;
      /**
       * @description true: the line's unit price also goes on the partner's price list from the document's date, in the
       *     same transaction (a new price, or the one set on that date changed). Without a unit price it does
       *     nothing: the price came from the list.
       */
      save_price?: boolean;
      /** @description The line's tax rate in percent; left out: the product's, else the company's default. */
      tax_rate?: string | null;
      /** @description Left out (or null): the price in force for the partner, product and date (the price lookup). */
      unit_price?: string | null;
    };
    TradeExportDto: {
      /** @description Only this partner's records: a supplier code for inbound, a customer code for outbound. */
      customerCode?: string | null;
      dateFrom: string;
      dateTo: string;
      /** @description Only records of this product code. */
      productCode?: string | null;
      /**
       * @description '1' inbound (suppliers), '2' outbound (customers), '12' both.
       * @enum {string}
       */
      tables: '1' | '2' | '12';
    };
    TradeTotalsResponse: {
      /** @description Σ outbound cost_amount (the stored cost of goods sold). */
      sold_goods_cost: number;
      /** @description Σ inbound total_price. */
      total_purchase_amount: number;
      /** @description Σ outbound total_price. */
      total_sales_amount: number;
    };
    TransferBody: {
      /** @example 100.00 */
      amount: string;
      /** Format: date */
      date: string;
      from_account_id: number;
      remark?: string | null;
      to_account_id: number;
    };
    TransferChanges: {
      /** @example 100.00 */
      amount?: string;
      /** Format: date */
      date?: string;
      from_account_id?: number;
      remark?: string | null;
      to_account_id?: number;
    };
    TransferPage: {
      data: components['schemas']['TransferView'][];
      pagination: components['schemas']['Pagination'];
    };
    TransferView: {
      amount: number;
      /** Format: date */
      date: string;
      from_account_id: number;
      from_account_name: string;
      id: number;
      remark: string | null;
      to_account_id: number;
      to_account_name: string;
    };
    UninvoicedResponse: {
      /** @description The partner's records without an invoice number (returns included). */
      count: number;
      total: number;
    };
    UpdatePartnerDto: {
      /** @description false deactivates the partner (kept, with its records, but not offered for new documents); true restores it. */
      active?: boolean;
      address?: string | null;
      code?: string | null;
      contact_person?: string | null;
      contact_phone?: string | null;
      credit_limit?: number | null;
      full_name?: string;
      payment_terms_days?: number | null;
      short_name?: string;
      /** @enum {number} */
      type?: 0 | 1;
      /** @description The version the edit is based on: another one → 409 STALE_VERSION, nothing written */
      version?: number | null;
    };
    UpdatePayablePaymentDto: {
      account_id?: number;
      /** @description Sent: replaces the payment's allocations ([] or null: none); left out: they stay. */
      allocations?: components['schemas']['PaymentAllocationDto'][] | null;
      amount?: string;
      pay_date?: string;
      /** @enum {string} */
      pay_method?: 'Cash' | 'E-Transfer' | 'Cheque' | "Banker's acceptance" | 'Other';
      remark?: string | null;
      supplier_code?: string;
      /** @description The version the edit is based on: another one → 409 STALE_VERSION, nothing written */
      version?: number | null;
    };
    UpdateProductDto: {
      category?: string;
      code?: string;
      product_model?: string;
      remark?: string | null;
      reorder_level?: number | null;
      tax_rate?: string | null;
      /** @description The version the edit is based on: another one → 409 STALE_VERSION, nothing written */
      version?: number | null;
    };
    UpdateProductPriceDto: {
      effective_date?: string;
      partner_code?: string | null;
      partner_short_name?: string;
      product_code?: string | null;
      product_model?: string;
      unit_price?: string;
    };
    UpdateProfileDto: {
      display_name?: string | null;
    };
    UpdateReceivablePaymentDto: {
      account_id?: number;
      /** @description Sent: replaces the payment's allocations ([] or null: none); left out: they stay. */
      allocations?: components['schemas']['PaymentAllocationDto'][] | null;
      amount?: string;
      customer_code?: string;
      pay_date?: string;
      /** @enum {string} */
      pay_method?: 'Cash' | 'E-Transfer' | 'Cheque' | "Banker's acceptance" | 'Other';
      remark?: string | null;
      /** @description The version the edit is based on: another one → 409 STALE_VERSION, nothing written */
      version?: number | null;
    };
    UpdateUserDto: {
      disabled?: boolean;
      display_name?: string | null;
      password?: string;
      /** @enum {string} */
      role?: 'reader' | 'editor' | 'admin';
    };
    UserResponse: {
      /** Format: date-time */
      created_at: string;
      disabled: boolean;
      display_name: string | null;
      /** @enum {string} */
      role: 'reader' | 'editor' | 'admin';
      username: string;
    };
    UserRowListData: {
      data: components['schemas']['UserRowResponse'][];
    };
    UserRowResponse: {
      /** Format: date-time */
      created_at: string;
      disabled: boolean;
      display_name: string | null;
      /**
       * Format: date-time
       * @description Until when logins with this username are refused after too many failed ones (the per-username
       *     limit); null: not locked out. An admin lifts it with DELETE /users/{username}/lockout.
       */
      locked_until: string | null;
      /** @enum {string} */
      role: 'reader' | 'editor' | 'admin';
      username: string;
    };
    VatMonthView: {
      input_tax: number;
      /** @description YYYY-MM. */
      month: string;
      output_tax: number;
      tax_payable: number;
    };
    VatRateView: {
      net_amount: number;
      /** @description Percent. */
      rate: number;
      tax_amount: number;
    };
    VatSideView: {
      by_rate: components['schemas']['VatRateView'][];
      net_amount: number;
      tax_amount: number;
    };
    VatView: {
      /** Format: date */
      end_date: string;
      input: components['schemas']['VatSideView'];
      months: components['schemas']['VatMonthView'][];
      output: components['schemas']['VatSideView'];
      /** Format: date */
      start_date: string;
      /** @description output.tax_amount − input.tax_amount. */
      tax_payable: number;
    };
    WriteEffects: {
      /** @description Every month whose cost of goods sold changes, oldest first. */
      cost_of_goods_sold: components['schemas']['CostOfGoodsSoldEffect'][];
      partner_balance: components['schemas']['PartnerBalanceEffect'] | null;
      /** @description Records other than the write's own whose cost of goods sold changes. */
      records_recosted: number;
      /** @description Every product the write moves. */
      stock: components['schemas']['StockEffect'][];
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  AboutController_about: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AboutResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AccountsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccountListView'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AccountsController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description 1–100 printable characters. The same key from the same user within 24 h answers the first answer again and writes nothing; with another request: 422 IDEMPOTENCY_KEY_REUSED. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AccountBody'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccountView'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AccountsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccountView'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AccountsController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AccountChanges'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccountView'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AccountsController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Done'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AccountsController_entries: {
    parameters: {
      query: {
        end_date?: string | null;
        limit: components['schemas']['Object'];
        page: components['schemas']['Object'];
        start_date?: string | null;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccountStatementView'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AccountsController_listTransfers: {
    parameters: {
      query: {
        /** @description Transfers out of or into this account. */
        account_id?: number | null;
        end_date?: string | null;
        limit: components['schemas']['Object'];
        page: components['schemas']['Object'];
        start_date?: string | null;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TransferPage'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AccountsController_createTransfer: {
    parameters: {
      query?: never;
      header?: {
        /** @description 1–100 printable characters. The same key from the same user within 24 h answers the first answer again and writes nothing; with another request: 422 IDEMPOTENCY_KEY_REUSED. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TransferBody'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TransferView'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AccountsController_updateTransfer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TransferChanges'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TransferView'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AccountsController_removeTransfer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Done'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AnalysisController_breakdown: {
    parameters: {
      query: {
        /** @description A customer code; empty or 'All' means every customer. */
        customer_code?: string | null;
        end_date: string;
        /** @description A product model; empty or 'All' means every product. */
        product_model?: string | null;
        start_date: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnalysisBreakdownSuccess'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AnalysisController_data: {
    parameters: {
      query: {
        /** @description A customer code; empty or 'All' means every customer. */
        customer_code?: string | null;
        end_date: string;
        /** @description A product model; empty or 'All' means every product. */
        product_model?: string | null;
        start_date: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnalysisDataResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AnalysisController_detail: {
    parameters: {
      query: {
        /** @description A customer code; empty or 'All' means every customer. */
        customer_code?: string | null;
        end_date: string;
        /** @description A product model; empty or 'All' means every product. */
        product_model?: string | null;
        start_date: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnalysisDetailSuccess'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AnalysisController_filterOptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FilterOptionsResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AnalysisController_refresh: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AnalysisQueryDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnalysisDataResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AuditController_list: {
    parameters: {
      query: {
        action?: 'create' | 'update' | 'delete';
        /** @description Entries made on or before this day (UTC). */
        end_date?: string | null;
        entity?: string | null;
        entity_id?: string | null;
        limit: components['schemas']['Object'];
        page: components['schemas']['Object'];
        /** @description Entries made on or after this day (UTC). */
        start_date?: string | null;
        username?: string | null;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditEntryPage'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AuthController_login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AuthController_logout: {
    parameters: {
      query?: never;
      header: {
        authorization: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AuthController_me: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MeResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AuthController_updateMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateProfileDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProfileResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  AuthController_changePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangePasswordDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  CashEntriesController_list: {
    parameters: {
      query: {
        account_id?: number | null;
        /** @description Exact category. */
        category?: string | null;
        end_date?: string | null;
        kind?: 'income' | 'expense';
        limit: components['schemas']['Object'];
        page: components['schemas']['Object'];
        start_date?: string | null;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CashEntryListView'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  CashEntriesController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description 1–100 printable characters. The same key from the same user within 24 h answers the first answer again and writes nothing; with another request: 422 IDEMPOTENCY_KEY_REUSED. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CashEntryBody'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CashEntryView'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  CashEntriesController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CashEntryChanges'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CashEntryView'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  CashEntriesController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Done'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  CashEntriesController_categories: {
    parameters: {
      query?: {
        kind?: 'income' | 'expense';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CategoryListData'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  EventsController_stream: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description a stream of `change` events */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': string;
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ExportController_accountStatement: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AccountStatementExportDto'];
      };
    };
    responses: {
      /** @description An .xlsx file (Content-Disposition names it) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ExportController_aging: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AgingExportDto'];
      };
    };
    responses: {
      /** @description An .xlsx file (Content-Disposition names it) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ExportController_analysis: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AnalysisExportDto'];
      };
    };
    responses: {
      /** @description An .xlsx file (Content-Disposition names it) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ExportController_advancedAnalysis: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdvancedAnalysisExportDto'];
      };
    };
    responses: {
      /** @description An .xlsx file (Content-Disposition names it) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ExportController_audit: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AuditExportDto'];
      };
    };
    responses: {
      /** @description An .xlsx file (Content-Disposition names it) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ExportController_baseInfo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BaseInfoExportDto'];
      };
    };
    responses: {
      /** @description An .xlsx file (Content-Disposition names it) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ExportController_cashEntries: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CashEntriesExportDto'];
      };
    };
    responses: {
      /** @description An .xlsx file (Content-Disposition names it) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ExportController_inboundOutbound: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TradeExportDto'];
      };
    };
    responses: {
      /** @description An .xlsx file (Content-Disposition names it) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ExportController_invoice: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InvoiceExportDto'];
      };
    };
    responses: {
      /** @description An .xlsx file (Content-Disposition names it) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ExportController_orders: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OrdersExportDto'];
      };
    };
    responses: {
      /** @description An .xlsx file (Content-Disposition names it) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ExportController_profitAndLoss: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProfitAndLossExportBody'];
      };
    };
    responses: {
      /** @description An .xlsx file (Content-Disposition names it) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ExportController_receivablePayable: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReceivablePayableExportDto'];
      };
    };
    responses: {
      /** @description An .xlsx file (Content-Disposition names it) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ExportController_statement: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TradeExportDto'];
      };
    };
    responses: {
      /** @description An .xlsx file (Content-Disposition names it) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ExportController_stock: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StockExportDto'];
      };
    };
    responses: {
      /** @description An .xlsx file (Content-Disposition names it) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ExportController_vat: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProfitAndLossExportBody'];
      };
    };
    responses: {
      /** @description An .xlsx file (Content-Disposition names it) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  HealthController_check: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HealthResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ImportController_import: {
    parameters: {
      query?: {
        /** @description Accept records equal to ones already in the books or earlier in the file. */
        allow_duplicates?: boolean;
        /** @description true (the default): check and report, write nothing. false: import. */
        dry_run?: boolean;
      };
      header?: never;
      path: {
        kind: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          file?: string;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportResultResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ImportController_errors: {
    parameters: {
      query?: {
        /** @description Accept records equal to ones already in the books or earlier in the file. */
        allow_duplicates?: boolean;
        /** @description true (the default): check and report, write nothing. false: import. */
        dry_run?: boolean;
      };
      header?: never;
      path: {
        kind: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          file?: string;
        };
      };
    };
    responses: {
      /** @description The .xlsx of the dry run's errors */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ImportController_template: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        kind: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The .xlsx template (Content-Disposition names it) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  InboundController_list: {
    parameters: {
      query: {
        /** @description Records dated on or before (YYYY-MM-DD). */
        end_date?: string | null;
        /** @description true: records with an invoice number; false: records without one. */
        invoiced?: boolean;
        /** @description Contained in the order number, invoice number or remark (case-insensitive). */
        keyword?: string | null;
        limit: components['schemas']['Object'];
        page: components['schemas']['Object'];
        /** @description Exact product model. */
        product_model?: string | null;
        /** @description id, quantity, unit_price, total_price or the date field; anything else is ignored. */
        sort_field?: string;
        sort_order?: string;
        /** @description Records dated on or after (YYYY-MM-DD). */
        start_date?: string | null;
        supplier_short_name?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InboundRecordPage'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  InboundController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description 1–100 printable characters. The same key from the same user within 24 h answers the first answer again and writes nothing; with another request: 422 IDEMPOTENCY_KEY_REUSED. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InboundRecordBody'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InboundRecordSuccess'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  InboundController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InboundRecordBody'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InboundRecordSuccess'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  InboundController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Done'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  InboundController_batchUpdate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TradeBatchUpdateBody'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BatchUpdatedResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  InboundController_batchDelete: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TradeBatchIdsBody'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BatchDeletedResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  InboundDocumentsController_list: {
    parameters: {
      query: {
        /** @description Documents dated on or before (YYYY-MM-DD). */
        end_date?: string | null;
        /** @description Contained in the document number, order number, invoice number or remark (case-insensitive). */
        keyword?: string | null;
        limit: components['schemas']['Object'];
        page: components['schemas']['Object'];
        /** @description Documents dated on or after (YYYY-MM-DD). */
        start_date?: string | null;
        supplier_short_name?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InboundDocumentPage'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  InboundController_createDocument: {
    parameters: {
      query?: {
        /** @description true: run every rule, answer 200 { dry_run: true, result, effects } with what the write would answer and change, and keep nothing (no row, audit entry, event or document number) */
        dry_run?: boolean;
      };
      header?: {
        /** @description 1–100 printable characters. The same key from the same user within 24 h answers the first answer again and writes nothing; with another request: 422 IDEMPOTENCY_KEY_REUSED. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InboundDocumentBody'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InboundDocumentCreatedDryRun'];
        };
      };
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InboundDocumentCreated'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  InboundDocumentsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InboundDocument'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  InboundDocumentsController_update: {
    parameters: {
      query?: {
        /** @description true: run every rule, answer 200 { dry_run: true, result, effects } with what the write would answer and change, and keep nothing (no row, audit entry, event or document number) */
        dry_run?: boolean;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InboundDocumentUpdateBody'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InboundDocument'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  InboundDocumentsController_remove: {
    parameters: {
      query?: {
        /** @description true: run every rule, answer 200 { dry_run: true, result, effects } with what the write would answer and change, and keep nothing (no row, audit entry, event or document number) */
        dry_run?: boolean;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success?: boolean;
          };
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  InboundDocumentsController_createReturns: {
    parameters: {
      query?: {
        /** @description true: run every rule, answer 200 { dry_run: true, result, effects } with what the write would answer and change, and keep nothing (no row, audit entry, event or document number) */
        dry_run?: boolean;
      };
      header?: {
        /** @description 1–100 printable characters. The same key from the same user within 24 h answers the first answer again and writes nothing; with another request: 422 IDEMPOTENCY_KEY_REUSED. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DocumentReturnBody'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InboundDocumentDryRun'];
        };
      };
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InboundDocument'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  OutboundController_list: {
    parameters: {
      query: {
        customer_short_name?: string;
        /** @description Records dated on or before (YYYY-MM-DD). */
        end_date?: string | null;
        /** @description true: records with an invoice number; false: records without one. */
        invoiced?: boolean;
        /** @description Contained in the order number, invoice number or remark (case-insensitive). */
        keyword?: string | null;
        limit: components['schemas']['Object'];
        page: components['schemas']['Object'];
        /** @description Exact product model. */
        product_model?: string | null;
        /** @description id, quantity, unit_price, total_price or the date field; anything else is ignored. */
        sort_field?: string;
        sort_order?: string;
        /** @description Records dated on or after (YYYY-MM-DD). */
        start_date?: string | null;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OutboundRecordPage'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  OutboundController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description 1–100 printable characters. The same key from the same user within 24 h answers the first answer again and writes nothing; with another request: 422 IDEMPOTENCY_KEY_REUSED. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OutboundRecordBody'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OutboundRecordSuccess'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  OutboundController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OutboundRecordBody'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OutboundRecordSuccess'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  OutboundController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Done'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  OutboundController_batchUpdate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TradeBatchUpdateBody'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BatchUpdatedResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  OutboundController_batchDelete: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TradeBatchIdsBody'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BatchDeletedResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  OutboundDocumentsController_list: {
    parameters: {
      query: {
        customer_short_name?: string;
        /** @description Documents dated on or before (YYYY-MM-DD). */
        end_date?: string | null;
        /** @description Contained in the document number, order number, invoice number or remark (case-insensitive). */
        keyword?: string | null;
        limit: components['schemas']['Object'];
        page: components['schemas']['Object'];
        /** @description Documents dated on or after (YYYY-MM-DD). */
        start_date?: string | null;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OutboundDocumentPage'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  OutboundController_createDocument: {
    parameters: {
      query?: {
        /** @description true: run every rule, answer 200 { dry_run: true, result, effects } with what the write would answer and change, and keep nothing (no row, audit entry, event or document number) */
        dry_run?: boolean;
      };
      header?: {
        /** @description 1–100 printable characters. The same key from the same user within 24 h answers the first answer again and writes nothing; with another request: 422 IDEMPOTENCY_KEY_REUSED. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OutboundDocumentBody'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OutboundDocumentCreatedDryRun'];
        };
      };
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OutboundDocumentCreated'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  OutboundDocumentsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OutboundDocument'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  OutboundDocumentsController_update: {
    parameters: {
      query?: {
        /** @description true: run every rule, answer 200 { dry_run: true, result, effects } with what the write would answer and change, and keep nothing (no row, audit entry, event or document number) */
        dry_run?: boolean;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OutboundDocumentUpdateBody'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OutboundDocument'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  OutboundDocumentsController_remove: {
    parameters: {
      query?: {
        /** @description true: run every rule, answer 200 { dry_run: true, result, effects } with what the write would answer and change, and keep nothing (no row, audit entry, event or document number) */
        dry_run?: boolean;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success?: boolean;
          };
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  OutboundDocumentsController_createReturns: {
    parameters: {
      query?: {
        /** @description true: run every rule, answer 200 { dry_run: true, result, effects } with what the write would answer and change, and keep nothing (no row, audit entry, event or document number) */
        dry_run?: boolean;
      };
      header?: {
        /** @description 1–100 printable characters. The same key from the same user within 24 h answers the first answer again and writes nothing; with another request: 422 IDEMPOTENCY_KEY_REUSED. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DocumentReturnBody'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OutboundDocumentDryRun'];
        };
      };
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OutboundDocument'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  OverviewController_monthlyStockChange: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        product_model: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MonthlyStockChangeSuccess'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  OpenOrdersController_openOrders: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OpenOrdersResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  OverviewController_stats: {
    parameters: {
      query?: {
        /** @description Last day counted (YYYY-MM-DD); left out: through the last record. */
        end_date?: string | null;
        /** @description First day counted (YYYY-MM-DD); left out: from the first record. */
        start_date?: string | null;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OverviewStatsResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  OverviewController_recalculate: {
    parameters: {
      query?: {
        /** @description Last day counted (YYYY-MM-DD); left out: through the last record. */
        end_date?: string | null;
        /** @description First day counted (YYYY-MM-DD); left out: from the first record. */
        start_date?: string | null;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OverviewStatsResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  OverviewController_topSalesProducts: {
    parameters: {
      query?: {
        /** @description Last day counted (YYYY-MM-DD); left out: through the last record. */
        end_date?: string | null;
        /** @description First day counted (YYYY-MM-DD); left out: from the first record. */
        start_date?: string | null;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TopSalesProductListSuccess'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PartnersController_list: {
    parameters: {
      query?: {
        /** @description true: only active partners, false: only inactive ones; absent: both. */
        active?: boolean;
        /** @description 1 customers, 0 suppliers; absent: all. */
        type?: 0 | 1;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PartnerListData'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PartnersController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description 1–100 printable characters. The same key from the same user within 24 h answers the first answer again and writes nothing; with another request: 422 IDEMPOTENCY_KEY_REUSED. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreatePartnerDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PartnerSuccess'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PartnersController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        short_name: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdatePartnerDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PartnerSuccess'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PartnersController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        short_name: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Done'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PayableController_list: {
    parameters: {
      query: {
        limit: components['schemas']['Object'];
        page: components['schemas']['Object'];
        sort_field?: string;
        sort_order?: string;
        supplier_short_name?: string | null;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayableBalanceListResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PayableController_aging: {
    parameters: {
      query?: {
        /** @description YYYY-MM-DD; default today. */
        as_of?: string | null;
        buckets?: string | null;
        /** @description `customer_code`/`supplier_code`, `customer_short_name`/`supplier_short_name`, `balance` or `amounts.<i>`. */
        sort_field?: string;
        sort_order?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayableAgingResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PayableController_details: {
    parameters: {
      query: {
        inbound_limit: components['schemas']['Object'];
        inbound_page: components['schemas']['Object'];
        payment_limit: components['schemas']['Object'];
        payment_page: components['schemas']['Object'];
      };
      header?: never;
      path: {
        supplier_code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayableBalanceDetailResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PayableController_openingBalances: {
    parameters: {
      query: {
        limit: components['schemas']['Object'];
        page: components['schemas']['Object'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayableOpeningBalancePage'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PayableController_openingBalance: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        supplier_code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayableOpeningBalanceResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PayableController_setOpeningBalance: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        supplier_code: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OpeningBalanceDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayableOpeningBalanceResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PayableController_removeOpeningBalance: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        supplier_code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Done'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PayableController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description 1–100 printable characters. The same key from the same user within 24 h answers the first answer again and writes nothing; with another request: 422 IDEMPOTENCY_KEY_REUSED. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PayablePaymentDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayablePaymentSuccess'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PayableController_update: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdatePayablePaymentDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayablePaymentSuccess'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PayableController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Done'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PayableController_statement: {
    parameters: {
      query: {
        /** @description The edges of the aging at the end of the statement. */
        buckets?: string | null;
        end_date: string;
        start_date: string;
      };
      header?: never;
      path: {
        supplier_code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StatementResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PricesController_list: {
    parameters: {
      query: {
        /** @description Exact match, YYYY-MM-DD. */
        effective_date?: string | null;
        limit: components['schemas']['Object'];
        page: components['schemas']['Object'];
        /** @description Exact match. */
        partner_short_name?: string | null;
        /** @description Exact match. */
        product_model?: string | null;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductPricePage'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PricesController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description 1–100 printable characters. The same key from the same user within 24 h answers the first answer again and writes nothing; with another request: 422 IDEMPOTENCY_KEY_REUSED. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateProductPriceDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductPriceSuccess'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PricesController_update: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateProductPriceDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductPriceSuccess'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PricesController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Done'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PricesController_auto: {
    parameters: {
      query: {
        /** @description The day the price must be in force on, YYYY-MM-DD. */
        date: string;
        partner_short_name: string;
        product_model: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AutoPriceResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ProductsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductListData'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ProductsController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description 1–100 printable characters. The same key from the same user within 24 h answers the first answer again and writes nothing; with another request: 422 IDEMPOTENCY_KEY_REUSED. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateProductDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductSuccess'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ProductsController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateProductDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductSuccess'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ProductsController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Done'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PurchaseOrdersController_list: {
    parameters: {
      query: {
        end_date?: string | null;
        keyword?: string | null;
        limit: components['schemas']['Object'];
        page: components['schemas']['Object'];
        start_date?: string | null;
        status?: 'open' | 'partial' | 'received' | 'closed' | null;
        supplier_short_name?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PurchaseOrderRowPage'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PurchaseOrdersController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description 1–100 printable characters. The same key from the same user within 24 h answers the first answer again and writes nothing; with another request: 422 IDEMPOTENCY_KEY_REUSED. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PurchaseOrderBody'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PurchaseOrderResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PurchaseOrdersController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PurchaseOrderDetailResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PurchaseOrdersController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PurchaseOrderBody'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PurchaseOrderResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PurchaseOrdersController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Done'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PurchaseOrdersController_close: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PurchaseOrderResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PurchaseOrdersController_deliver: {
    parameters: {
      query?: {
        /** @description true: run every rule, answer 200 { dry_run: true, result, effects } with what the write would answer and change, and keep nothing (no row, audit entry, event or document number) */
        dry_run?: boolean;
      };
      header?: {
        /** @description 1–100 printable characters. The same key from the same user within 24 h answers the first answer again and writes nothing; with another request: 422 IDEMPOTENCY_KEY_REUSED. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DeliveryBody'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InboundDocumentCreatedDryRun'];
        };
      };
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InboundDocumentCreated'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  PurchaseOrdersController_reopen: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PurchaseOrderResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ReceivableController_list: {
    parameters: {
      query: {
        customer_short_name?: string | null;
        limit: components['schemas']['Object'];
        page: components['schemas']['Object'];
        sort_field?: string;
        sort_order?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReceivableBalanceListResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ReceivableController_aging: {
    parameters: {
      query?: {
        /** @description YYYY-MM-DD; default today. */
        as_of?: string | null;
        buckets?: string | null;
        /** @description `customer_code`/`supplier_code`, `customer_short_name`/`supplier_short_name`, `balance` or `amounts.<i>`. */
        sort_field?: string;
        sort_order?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReceivableAgingResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ReceivableController_details: {
    parameters: {
      query: {
        outbound_limit: components['schemas']['Object'];
        outbound_page: components['schemas']['Object'];
        payment_limit: components['schemas']['Object'];
        payment_page: components['schemas']['Object'];
      };
      header?: never;
      path: {
        customer_code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReceivableBalanceDetailResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ReceivableController_openingBalances: {
    parameters: {
      query: {
        limit: components['schemas']['Object'];
        page: components['schemas']['Object'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReceivableOpeningBalancePage'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ReceivableController_openingBalance: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        customer_code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReceivableOpeningBalanceResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ReceivableController_setOpeningBalance: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        customer_code: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OpeningBalanceDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReceivableOpeningBalanceResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ReceivableController_removeOpeningBalance: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        customer_code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Done'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ReceivableController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description 1–100 printable characters. The same key from the same user within 24 h answers the first answer again and writes nothing; with another request: 422 IDEMPOTENCY_KEY_REUSED. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReceivablePaymentDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReceivablePaymentSuccess'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ReceivableController_update: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateReceivablePaymentDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReceivablePaymentSuccess'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ReceivableController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Done'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ReceivableController_statement: {
    parameters: {
      query: {
        /** @description The edges of the aging at the end of the statement. */
        buckets?: string | null;
        end_date: string;
        start_date: string;
      };
      header?: never;
      path: {
        customer_code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StatementResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ReportsController_profitAndLoss: {
    parameters: {
      query?: {
        end_date?: string | null;
        start_date?: string | null;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProfitAndLossView'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ReportsController_lines: {
    parameters: {
      query: {
        /** @description Expenses (or other income) of one category only. */
        category?: string | null;
        end_date?: string | null;
        limit: components['schemas']['Object'];
        line: 'sales' | 'sales_returns' | 'cost_of_goods_sold' | 'stock_losses' | 'other_income' | 'expenses';
        page: components['schemas']['Object'];
        start_date?: string | null;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProfitAndLossLinesView'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  ReportsController_vatReport: {
    parameters: {
      query?: {
        end_date?: string | null;
        start_date?: string | null;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VatView'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  SalesOrdersController_list: {
    parameters: {
      query: {
        customer_short_name?: string;
        end_date?: string | null;
        keyword?: string | null;
        limit: components['schemas']['Object'];
        page: components['schemas']['Object'];
        start_date?: string | null;
        status?: 'open' | 'partial' | 'delivered' | 'closed' | null;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesOrderRowPage'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  SalesOrdersController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description 1–100 printable characters. The same key from the same user within 24 h answers the first answer again and writes nothing; with another request: 422 IDEMPOTENCY_KEY_REUSED. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SalesOrderBody'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesOrderResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  SalesOrdersController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesOrderDetailResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  SalesOrdersController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SalesOrderBody'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesOrderResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  SalesOrdersController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Done'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  SalesOrdersController_close: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesOrderResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  SalesOrdersController_deliver: {
    parameters: {
      query?: {
        /** @description true: run every rule, answer 200 { dry_run: true, result, effects } with what the write would answer and change, and keep nothing (no row, audit entry, event or document number) */
        dry_run?: boolean;
      };
      header?: {
        /** @description 1–100 printable characters. The same key from the same user within 24 h answers the first answer again and writes nothing; with another request: 422 IDEMPOTENCY_KEY_REUSED. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DeliveryBody'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OutboundDocumentCreatedDryRun'];
        };
      };
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OutboundDocumentCreated'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  SalesOrdersController_reopen: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SalesOrderResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  CompanyController_get: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CompanyResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  CompanyController_save: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CompanyDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CompanyResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  SettingsController_periodLock: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PeriodLockResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  SettingsController_setPeriodLock: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PeriodLockDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PeriodLockResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  SettingsController_tax: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TaxSettingsResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  SettingsController_setTax: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TaxSettingsDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TaxSettingsResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  StockController_list: {
    parameters: {
      query: {
        /** @description Stock as it was at the end of this day (YYYY-MM-DD); default: now. */
        as_of?: string | null;
        limit: components['schemas']['Object'];
        page: components['schemas']['Object'];
        /** @description Case-insensitive substring of the product model. */
        product_model?: string | null;
        /** @description product_model, current_stock, last_update or status; anything else is ignored. */
        sort_field?: string;
        sort_order?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StockPage'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  StockController_listAdjustments: {
    parameters: {
      query: {
        end_date?: string | null;
        limit: components['schemas']['Object'];
        page: components['schemas']['Object'];
        /** @description Exact product model. */
        product_model?: string | null;
        start_date?: string | null;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdjustmentPage'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  StockController_createAdjustment: {
    parameters: {
      query?: {
        /** @description true: run every rule, answer 200 { dry_run: true, result, effects } with what the write would answer and change, and keep nothing (no row, audit entry, event or document number) */
        dry_run?: boolean;
      };
      header?: {
        /** @description 1–100 printable characters. The same key from the same user within 24 h answers the first answer again and writes nothing; with another request: 422 IDEMPOTENCY_KEY_REUSED. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdjustmentBody'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdjustmentDryRun'];
        };
      };
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdjustmentView'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  StockController_updateAdjustment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdjustmentBody'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdjustmentView'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  StockController_removeAdjustment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Done'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  StockController_postCount: {
    parameters: {
      query?: never;
      header?: {
        /** @description 1–100 printable characters. The same key from the same user within 24 h answers the first answer again and writes nothing; with another request: 422 IDEMPOTENCY_KEY_REUSED. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CountBody'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CountResult'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  StockController_countSheet: {
    parameters: {
      query?: {
        /** @description The count date: system quantities are the stock at the end of that day. Default: today. */
        date?: string | null;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CountSheet'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  StockController_movements: {
    parameters: {
      query: {
        end_date?: string | null;
        limit: components['schemas']['Object'];
        page: components['schemas']['Object'];
        product_model: string;
        start_date?: string | null;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MovementCard'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  StockController_refresh: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StockRefreshResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  StockController_totalCostEstimate: {
    parameters: {
      query?: {
        /** @description The value at the end of this day (YYYY-MM-DD); default: now. */
        as_of?: string | null;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TotalCostEstimateResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  UsersController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserRowListData'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  UsersController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description 1–100 printable characters. The same key from the same user within 24 h answers the first answer again and writes nothing; with another request: 422 IDEMPOTENCY_KEY_REUSED. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateUserDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  UsersController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        username: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Done'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  UsersController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        username: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateUserDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserResponse'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
  UsersController_liftLockout: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        username: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Done'];
        };
      };
      /** @description An error: `{ statusCode, code, message }`. */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBody'];
        };
      };
    };
  };
}
