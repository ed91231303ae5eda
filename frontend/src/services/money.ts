import { cleanParams, field, listOf, num, request, segment } from './request';

export type AccountKind = 'cash' | 'bank' | 'other';
export const ACCOUNT_KINDS: AccountKind[] = ['cash', 'bank', 'other'];

export interface Account {
  id: number;
  name: string;
  kind: AccountKind;
  opening_balance: number;
  opening_date: string;
  /** The opening balance plus every payment, transfer and cash entry on the account. */
  balance: number;
  is_default: boolean;
  remark: string | null;
}

export interface AccountInput {
  name: string;
  kind: AccountKind;
  opening_balance: string;
  opening_date: string;
  remark: string | null;
}

type Raw = Record<string, unknown>;
const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

function accountFromApi(raw: Raw): Account {
  return {
    id: num(raw.id),
    name: String(raw.name ?? ''),
    kind: (raw.kind as AccountKind) ?? 'other',
    opening_balance: num(raw.opening_balance),
    opening_date: String(raw.opening_date ?? ''),
    balance: num(raw.balance),
    is_default: raw.is_default === true,
    remark: text(raw.remark),
  };
}

/** `GET /accounts`: every account (the default first) and Σ of their balances. */
export async function listAccounts(): Promise<{ data: Account[]; total_balance: number }> {
  const answer = await request.get('/accounts');
  return {
    data: listOf<Raw>(answer).map(accountFromApi),
    total_balance: num(field(answer, 'total_balance')),
  };
}

export const createAccount = (body: AccountInput) =>
  request.post('/accounts', { data: body, skipErrorHandler: true });

export const updateAccount = (id: number, body: Partial<AccountInput> & { is_default?: true }) =>
  request.put(`/accounts/${segment(id)}`, { data: body, skipErrorHandler: true });

export const deleteAccount = (id: number) =>
  request.delete(`/accounts/${segment(id)}`, { skipErrorHandler: true });

export interface TransferInput {
  from_account_id: number;
  to_account_id: number;
  amount: string;
  date: string;
  remark: string | null;
}

export const createTransfer = (body: TransferInput) =>
  request.post('/accounts/transfers', { data: body, skipErrorHandler: true });

export type AccountEntryKind = 'receipt' | 'payment' | 'income' | 'expense' | 'transfer_in' | 'transfer_out';

export interface AccountEntry {
  key: string;
  date: string;
  kind: AccountEntryKind;
  ref_id: number;
  partner_short_name: string | null;
  description: string | null;
  /** Signed: money in positive. */
  amount: number;
  balance: number;
}

export interface AccountStatement {
  account: Account;
  opening_balance: number;
  closing_balance: number;
  data: AccountEntry[];
  total: number;
}

/** `GET /accounts/{id}/entries`: the account's lines in the range, oldest first, with a running balance. */
export async function getAccountStatement(
  id: number,
  query: { start_date?: string; end_date?: string; page: number; limit: number },
): Promise<AccountStatement> {
  const answer = await request.get(`/accounts/${segment(id)}/entries`, { params: cleanParams(query) });
  return {
    account: accountFromApi(field<Raw>(answer, 'account') ?? {}),
    opening_balance: num(field(answer, 'opening_balance')),
    closing_balance: num(field(answer, 'closing_balance')),
    data: listOf<Raw>(answer).map((raw, index) => ({
      key: `${String(raw.kind)}-${String(raw.ref_id)}-${index}`,
      date: String(raw.date ?? ''),
      kind: raw.kind as AccountEntryKind,
      ref_id: num(raw.ref_id),
      partner_short_name: text(raw.partner_short_name),
      description: text(raw.description),
      amount: num(raw.amount),
      balance: num(raw.balance),
    })),
    total: num(field<{ total?: number }>(answer, 'pagination')?.total),
  };
}

export type CashEntryKind = 'income' | 'expense';

export interface CashEntry {
  id: number;
  kind: CashEntryKind;
  date: string;
  account_id: number;
  account_name: string;
  category: string;
  amount: number;
  remark: string | null;
}

export interface CashEntryInput {
  kind: CashEntryKind;
  date: string;
  account_id: number | null;
  category: string;
  amount: string;
  remark: string | null;
}

export interface CashEntryQuery {
  kind?: CashEntryKind;
  category?: string;
  account_id?: number;
  start_date?: string;
  end_date?: string;
  page: number;
  limit: number;
}

/** `GET /cash-entries`: newest first, with Σ amount of every matching entry. */
export async function listCashEntries(
  query: CashEntryQuery,
): Promise<{ data: CashEntry[]; total: number; total_amount: number }> {
  const answer = await request.get('/cash-entries', { params: cleanParams(query) });
  return {
    data: listOf<Raw>(answer).map((raw) => ({
      id: num(raw.id),
      kind: raw.kind as CashEntryKind,
      date: String(raw.date ?? ''),
      account_id: num(raw.account_id),
      account_name: String(raw.account_name ?? ''),
      category: String(raw.category ?? ''),
      amount: num(raw.amount),
      remark: text(raw.remark),
    })),
    total: num(field<{ total?: number }>(answer, 'pagination')?.total),
    total_amount: num(field(answer, 'total_amount')),
  };
}

/** `GET /cash-entries/categories?kind`: the categories in use, most used first. */
export async function listCategories(kind?: CashEntryKind): Promise<string[]> {
  const answer = await request.get('/cash-entries/categories', { params: cleanParams({ kind }) });
  return listOf<{ category: string }>(answer).map((row) => row.category);
}

export const createCashEntry = (body: CashEntryInput) =>
  request.post('/cash-entries', { data: body, skipErrorHandler: true });

export const updateCashEntry = (id: number, body: CashEntryInput) =>
  request.put(`/cash-entries/${segment(id)}`, { data: body, skipErrorHandler: true });

export const deleteCashEntry = (id: number) =>
  request.delete(`/cash-entries/${segment(id)}`, { skipErrorHandler: true });

export interface ProfitAndLossMonth {
  month: string;
  net_sales: number;
  cost_of_goods_sold: number;
  gross_profit: number;
  stock_losses: number;
  other_income: number;
  total_expenses: number;
  net_profit: number;
}

export interface ProfitAndLoss {
  start_date: string;
  end_date: string;
  sales: number;
  sales_returns: number;
  net_sales: number;
  cost_of_goods_sold: number;
  gross_profit: number;
  stock_losses: number;
  other_income: number;
  expenses: { category: string; amount: number }[];
  total_expenses: number;
  net_profit: number;
  months: ProfitAndLossMonth[];
}

/** `GET /reports/profit-and-loss`. */
export async function getProfitAndLoss(startDate: string, endDate: string): Promise<ProfitAndLoss> {
  return (await request.get('/reports/profit-and-loss', {
    params: { start_date: startDate, end_date: endDate },
  })) as ProfitAndLoss;
}

/** The figures a line list can open. */
export type ProfitAndLossLine =
  'sales' | 'sales_returns' | 'cost_of_goods_sold' | 'stock_losses' | 'other_income' | 'expenses';

export interface ProfitAndLossLineRow {
  key: string;
  date: string;
  kind: string;
  ref_id: number;
  partner_short_name: string | null;
  product_model: string | null;
  quantity: number | null;
  description: string | null;
  amount: number;
}

/** `GET /reports/profit-and-loss/lines`: the records or entries one figure adds up. */
export async function getProfitAndLossLines(query: {
  line: ProfitAndLossLine;
  category?: string;
  start_date: string;
  end_date: string;
  page: number;
  limit: number;
}): Promise<{ data: ProfitAndLossLineRow[]; total: number; total_amount: number }> {
  const answer = await request.get('/reports/profit-and-loss/lines', { params: cleanParams(query) });
  return {
    data: listOf<Raw>(answer).map((raw) => ({
      key: `${String(raw.kind)}-${String(raw.ref_id)}`,
      date: String(raw.date ?? ''),
      kind: String(raw.kind ?? ''),
      ref_id: num(raw.ref_id),
      partner_short_name: text(raw.partner_short_name),
      product_model: text(raw.product_model),
      quantity: raw.quantity === null || raw.quantity === undefined ? null : num(raw.quantity),
      description: text(raw.description),
      amount: num(raw.amount),
    })),
    total: num(field<{ total?: number }>(answer, 'pagination')?.total),
    total_amount: num(field(answer, 'total_amount')),
  };
}
