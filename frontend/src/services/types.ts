/**
 * The API's shapes, derived from the types generated from its OpenAPI document (api-types.ts,
 * `npm run api:types`): field names and types stay as the server sends them (amounts are JSON numbers).
 * The twins (inbound/outbound, receivable/payable) are mapped to one shape, with `partner_*` standing
 * for the side's `customer_*` or `supplier_*` names.
 */
import type { components } from './api-types';

export type Schemas = components['schemas'];

/**
 * `T` with the side's or direction's field names (values of `Names`) under the neutral ones (its keys):
 * `Neutral<Row, { partner_code: 'customer_code' }>`.
 */
type Neutral<T, Names extends Record<string, keyof T>> = Omit<T, Names[keyof Names]> & {
  [K in keyof Names]: T[Names[K]];
};

export type Role = Schemas['UserResponse']['role'];

export type User = Schemas['SessionUserResponse'];

export type LoginResult = Schemas['LoginResponse'];

/** 0 supplier, 1 customer. */
export type PartnerType = Schemas['PartnerView']['type'];

export type Partner = Schemas['PartnerView'];

export type Product = Schemas['ProductView'];

export type SortOrder = 'asc' | 'desc';

/** inbound or outbound: one implementation, two directions. */
export type Direction = 'inbound' | 'outbound';

/** A trade record as one shape for both directions; `date` stands for inbound_date or outbound_date. */
export type TradeRecord = Neutral<
  Schemas['InboundRecordResponse'],
  {
    partner_code: 'supplier_code';
    partner_short_name: 'supplier_short_name';
    partner_full_name: 'supplier_full_name';
    date: 'inbound_date';
  }
>;

/** What a record form sends; the server computes the total and keeps the category of the product. */
export type TradeRecordInput = Omit<
  TradeRecord,
  | 'id'
  | 'partner_full_name'
  | 'returned_quantity'
  | 'return_of'
  | 'product_category'
  | 'document_id'
  | 'document_number'
  | 'order_line_id'
  | 'tax_rate'
  | 'price_includes_tax'
  | 'net_amount'
  | 'tax_amount'
  | 'gross_amount'
> & { product_category?: string | null; tax_rate?: number | null };

/** A return of part of a record: the units coming back (a positive number), its date and remark. */
export interface ReturnInput {
  quantity: number;
  date: string;
  remark?: string | null;
}

export interface TradeListQuery {
  page: number;
  /** Rows a page (the server's default when left out). */
  limit?: number;
  partner_short_name?: string;
  product_model?: string;
  start_date?: string;
  end_date?: string;
  /** Contained in the order number, invoice number or remark. */
  keyword?: string;
  /** Only records with (true) or without (false) an invoice number. */
  invoiced?: boolean;
  sort_field?: string;
  sort_order?: SortOrder;
}

/** One line of a document; without a unit price the server looks it up. */
export type DocumentLineInput = Omit<Schemas['TradeDocumentLine'], 'unit_price'> & { unit_price?: number };

/** A document: one partner, one date and header fields shared by its 1 to 200 lines. */
export interface DocumentInput {
  partner_code: string;
  partner_short_name: string;
  date: string;
  order_number?: string | null;
  invoice_date?: string | null;
  invoice_number?: string | null;
  invoice_image_url?: string | null;
  remark?: string | null;
  /** The order the document delivers (receives): sent as sales_order_id / purchase_order_id. */
  order_id?: number | null;
  lines: DocumentLineInput[];
}

/** The fields a batch change may set on every selected record. */
export type TradeBatchSet = Schemas['TradeBatchSet'];

export type ProductPrice = Schemas['ProductPriceView'];

export type ProductPriceInput = Omit<ProductPrice, 'id' | 'product_code' | 'partner_code'> & {
  partner_code?: string | null;
  product_code?: string | null;
};

export type StockRow = Schemas['StockRowView'];

export type MonthlyStockChange = Schemas['MonthlyStockChangeResponse'];

export type OverviewFigures = Schemas['TradeTotalsResponse'];

export type OverviewStats = Schemas['OverviewStatsResponse'];

export type ReorderItem = Schemas['ReorderProductResponse'];

export type TopSalesItem = Schemas['TopSalesProductResponse'];

/** receivable (customers) or payable (suppliers): one implementation, two sides. */
export type Side = 'receivable' | 'payable';

/** A partner's code and short name under the neutral names. */
type PartyNames = { partner_code: 'customer_code'; partner_short_name: 'customer_short_name' };

/** A balance row with the side's names mapped to one shape (`total_amount`: total_receivable or _payable). */
export type BalanceRow = Neutral<
  Schemas['ReceivableBalanceRowResponse'],
  PartyNames & { partner_full_name: 'customer_full_name'; total_amount: 'total_receivable' }
>;

export type PaymentRecord = Neutral<Schemas['ReceivablePaymentResponse'], { partner_code: 'customer_code' }>;

export interface PaymentInput {
  partner_code: string;
  amount: number;
  pay_date: string;
  pay_method: string;
  remark?: string | null;
  /** Left out: the default account. */
  account_id?: number | null;
  /** The documents the payment settles first; left out: unchanged on an edit, none on a create. */
  allocations?: { document_id: number; amount: number }[];
}

export type LedgerRecord = Omit<
  Neutral<Schemas['ReceivableRecordResponse'], { date: 'outbound_date' }>,
  'id'
> & {
  /** The record's id, as the table's row key. */
  key: string;
};

/** A page of a detail's payments or records. */
export interface SubPage<T> {
  data: T[];
  page: number;
  total: number;
}

/** An opening balance's figures: positive = owed to us (receivable) / by us (payable). */
export type OpeningLine = Schemas['OpeningLineResponse'];

/** A row of the side's opening balances, with the side's names mapped to one shape. */
export type OpeningBalance = Neutral<Schemas['ReceivableOpeningBalanceResponse'], PartyNames>;

export interface BalanceDetail {
  partner: Schemas['DetailPartnerResponse'];
  summary: Neutral<Schemas['ReceivableSummaryResponse'], { total_amount: 'total_receivable' }>;
  /** Part of the summary's total; null when the partner has none. */
  opening: OpeningLine | null;
  /** The partner's records without an invoice number (returns included). */
  uninvoiced: Schemas['UninvoicedResponse'];
  payments: SubPage<PaymentRecord>;
  records: SubPage<LedgerRecord>;
}

export type AnalysisCustomerOption = Schemas['CustomerOptionResponse'];

export type AnalysisProductOption = Schemas['ProductOptionResponse'];

export type AnalysisFilterOptions = Omit<Schemas['FilterOptionsResponse'], 'success'>;

export type AnalysisQuery = Schemas['AnalysisQueryDto'];

export type AnalysisFigures = Schemas['AnalysisFiguresResponse'];

export type AnalysisDetailRow = Schemas['AnalysisDetailRowResponse'];

export type AnalysisBreakdown = Schemas['AnalysisBreakdownResponse'];

export type AboutInfo = Schemas['AboutResponse'];

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** A partner's open balance by age, the side's names mapped to one shape. */
export type AgingRow = Neutral<Schemas['ReceivableAgingRowResponse'], PartyNames>;

export type AgingReport = Omit<Schemas['ReceivableAgingResponse'], 'data'> & { data: AgingRow[] };

/** A line of a statement of account; the balance is the running balance after it. */
export type StatementLine = Schemas['StatementLineResponse'];

export type StatementPartyInfo = Schemas['StatementPartnerResponse'];

/** The partner's aging at the statement's end date: one amount per bucket, adding up to the balance. */
export type StatementAging = Schemas['PartnerAgingResponse'];

export type Statement = Schemas['StatementResponse'];
