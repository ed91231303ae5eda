/** Shapes of the API of spec section 7. Field names stay exactly as the server sends them. */

export type Role = 'reader' | 'editor' | 'admin';

export interface User {
  id: number;
  username: string;
  display_name: string | null;
  role: Role;
}

export interface LoginResult {
  success: boolean;
  token: string;
  user: User;
  message?: string;
}

/** 0 supplier, 1 customer. */
export type PartnerType = 0 | 1;

export interface Partner {
  id?: number;
  code: string | null;
  short_name: string;
  full_name: string;
  type: PartnerType;
  address?: string | null;
  contact_person?: string | null;
  contact_phone?: string | null;
  /** Days after a record's date until it is due (aging); null or 0: due on its date. */
  payment_terms_days?: number | null;
  /** Customers only: the balance an outbound may not take it above without confirmation. */
  credit_limit?: number | null;
  /** false: kept with its records but not offered for new documents or payments. */
  active?: boolean;
}

export interface Product {
  id?: number;
  code: string;
  product_model: string;
  category: string;
  remark?: string | null;
  /** Stock below it is low; null or absent: below 10. */
  reorder_level?: number | null;
}

export type SortOrder = 'asc' | 'desc';

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  pages?: number;
}

export interface Paginated<T> {
  data: T[];
  pagination: Pagination;
}

/** inbound or outbound: one implementation, two directions. */
export type Direction = 'inbound' | 'outbound';

/** A trade record as one shape for both directions; `partner_*` map to supplier_* or customer_*. */
export interface TradeRecord {
  id: number;
  partner_code: string;
  partner_short_name: string;
  partner_full_name?: string | null;
  product_code: string;
  product_model: string;
  product_category?: string | null;
  date: string;
  quantity: number;
  unit_price: number;
  total_price: number;
  invoice_date?: string | null;
  invoice_number?: string | null;
  order_number?: string | null;
  invoice_image_url?: string | null;
  remark?: string | null;
  /** A return: the original record it sends goods back from (its quantity and total are negative). */
  return_of?: number | null;
  /** Units returned of this record so far. */
  returned_quantity?: number;
}

export type TradeRecordInput = Omit<TradeRecord, 'id' | 'partner_full_name' | 'returned_quantity'>;

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
export interface DocumentLineInput {
  product_code: string;
  product_model: string;
  quantity: number;
  unit_price?: number;
  /** The unit price also goes on the partner's price list from the document's date (same transaction). */
  save_price?: boolean;
}

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
  lines: DocumentLineInput[];
}

/** The fields a batch change may set on every selected record. */
export interface TradeBatchSet {
  invoice_number?: string;
  invoice_date?: string;
  order_number?: string;
  remark?: string;
}

export interface ProductPrice {
  id: number;
  partner_code?: string | null;
  partner_short_name: string;
  product_code?: string | null;
  product_model: string;
  unit_price: number;
  effective_date: string;
}

export type ProductPriceInput = Omit<ProductPrice, 'id'>;

export interface StockRow {
  product_model: string;
  current_stock: number;
  last_update: string | null;
  /** Stock below it is low; null: below 10. */
  reorder_level: number | null;
}

export interface MonthlyStockChange {
  month_start_stock: number;
  current_stock: number;
  monthly_change: number;
}

export interface OverviewFigures {
  total_sales_amount: number;
  sold_goods_cost: number;
  total_purchase_amount: number;
}

export interface OverviewStats {
  overview: OverviewFigures;
  out_of_stock_products: { product_model: string }[];
  /** Σ of every account's balance now. */
  cash_position: number;
  /** Net profit from the first of this month to today. */
  month_net_profit: number;
}

export interface TopSalesItem {
  product_model: string;
  total_sales: number;
}

/** receivable (customers) or payable (suppliers): one implementation, two sides. */
export type Side = 'receivable' | 'payable';

/** A balance row with the side-specific names mapped to one shape. */
export interface BalanceRow {
  partner_code: string;
  partner_short_name: string;
  partner_full_name: string | null;
  total_amount: number;
  total_paid: number;
  balance: number;
  last_payment_date: string | null;
  last_payment_method: string | null;
}

export interface PaymentRecord {
  id: number;
  partner_code: string;
  amount: number;
  pay_date: string;
  pay_method: string | null;
  remark: string | null;
  /** The account the money went into or out of. */
  account_id: number | null;
  account_name: string | null;
}

export interface PaymentInput {
  partner_code: string;
  amount: number;
  pay_date: string;
  pay_method: string;
  remark?: string | null;
  /** Left out: the default account. */
  account_id?: number | null;
}

export interface LedgerRecord {
  /** The record id when the server sends one, else its position on the page. */
  key: string;
  date: string;
  product_model: string;
  quantity: number;
  unit_price: number;
  total_price: number;
  order_number: string | null;
  remark: string | null;
}

export interface SubPage<T> {
  data: T[];
  page: number;
  total: number;
}

/** An opening balance's figures: positive = owed to us (receivable) / by us (payable). */
export interface OpeningLine {
  amount: number;
  date: string;
}

/** A row of the side's opening balances, with the side-specific names mapped to one shape. */
export interface OpeningBalance extends OpeningLine {
  partner_code: string;
  partner_short_name: string;
}

export interface BalanceDetail {
  partner: { code: string; short_name: string; full_name: string | null };
  summary: { total_amount: number; total_paid: number; balance: number };
  /** Part of the summary's total; null when the partner has none. */
  opening: OpeningLine | null;
  /** The partner's records without an invoice number (returns included); null when the answer has none. */
  uninvoiced: { count: number; total: number } | null;
  payments: SubPage<PaymentRecord>;
  records: SubPage<LedgerRecord>;
}

export interface AnalysisCustomerOption {
  code: string;
  name: string;
  short_name?: string;
}

export interface AnalysisProductOption {
  model: string;
  name?: string;
}

export interface AnalysisFilterOptions {
  customers: AnalysisCustomerOption[];
  products: AnalysisProductOption[];
}

export interface AnalysisQuery {
  start_date: string;
  end_date: string;
  customer_code?: string;
  product_model?: string;
}

export interface AnalysisFigures {
  sales_amount: number;
  cost_amount: number;
  profit_amount: number;
  profit_rate: number;
  last_updated?: string | null;
}

export interface AnalysisDetailRow {
  customer_code: string;
  product_model: string;
  sales_amount: number;
  cost_amount: number;
  profit_amount: number;
  profit_rate: number;
}

export interface AboutInfo {
  title: string;
  company: { name: string; description: string; slogan: string };
  system: { version: string; releaseDate: string; techStack: string | string[]; team: string };
  contact: { email: string; phone: string; address: string };
  logo?: string;
}

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** A partner's open balance by age, side-specific names mapped to one shape. */
export interface AgingRow {
  partner_code: string;
  partner_short_name: string;
  balance: number;
  /** One per bucket, in the report's bucket order; they add up to the balance. */
  amounts: number[];
}

export interface AgingReport {
  as_of: string;
  /** The server's bucket names: 'current', '1-30', …, '90+'. */
  buckets: string[];
  data: AgingRow[];
  /** One per bucket. */
  totals: number[];
}

/** A line of a statement of account; the balance is the running balance after it. */
export interface StatementLine {
  date: string;
  /** What the line is, as the server names it (e.g. outbound, payment). */
  kind: string;
  reference: string | null;
  description: string | null;
  debit: number;
  credit: number;
  balance: number;
}

export interface StatementPartyInfo {
  code: string;
  short_name: string;
  full_name: string | null;
  address: string | null;
  contact_person: string | null;
  contact_phone: string | null;
  payment_terms_days: number | null;
}

/** The partner's aging at the statement's end date: one amount per bucket, adding up to the balance. */
export interface StatementAging {
  as_of: string;
  buckets: string[];
  balance: number;
  amounts: number[];
}

export interface Statement {
  partner: StatementPartyInfo;
  start_date: string;
  end_date: string;
  opening_balance: number;
  lines: StatementLine[];
  closing_balance: number;
  aging: StatementAging | null;
}
