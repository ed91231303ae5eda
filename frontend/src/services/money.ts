import { cleanParams, recordRoutes, request, segment, type Answer } from './request';
import type { Schemas } from './types';

export type Account = Schemas['AccountView'];

export type AccountKind = Account['kind'];
export const ACCOUNT_KINDS: AccountKind[] = ['cash', 'bank', 'other'];

export interface AccountInput {
  name: string;
  kind: AccountKind;
  opening_balance: string;
  opening_date: string;
  remark: string | null;
}

/** `GET /accounts`: every account (the default first) and Σ of their balances. */
export function listAccounts(): Promise<Answer<'/accounts', 'get'>> {
  return request.get<Answer<'/accounts', 'get'>>('/accounts');
}

/** A change may send only some fields, or only `is_default` (making the account the default). */
export const {
  create: createAccount,
  update: updateAccount,
  remove: deleteAccount,
} = recordRoutes<AccountInput, number, Partial<AccountInput> & { is_default?: true }>('/accounts');

export interface TransferInput {
  from_account_id: number;
  to_account_id: number;
  amount: string;
  date: string;
  remark: string | null;
}

export const createTransfer = (body: TransferInput) =>
  request.post('/accounts/transfers', { data: body, skipErrorHandler: true });

export type AccountEntryKind = Schemas['AccountEntryView']['kind'];

/** A statement line with its row key (a payment and a transfer may share an id). */
export type AccountEntry = Schemas['AccountEntryView'] & { key: string };

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
  const answer = await request.get<Answer<'/accounts/{id}/entries', 'get'>>(
    `/accounts/${segment(id)}/entries`,
    {
      params: cleanParams(query),
    },
  );
  return {
    account: answer.account,
    opening_balance: answer.opening_balance,
    closing_balance: answer.closing_balance,
    data: answer.data.map((line, index) => ({ ...line, key: `${line.kind}-${line.ref_id}-${index}` })),
    total: answer.pagination.total,
  };
}

export type CashEntry = Schemas['CashEntryView'];

export type CashEntryKind = CashEntry['kind'];

export interface CashEntryInput {
  kind: CashEntryKind;
  date: string;
  account_id: number | null;
  category: string;
  amount: string;
  remark: string | null;
}

export const {
  create: createCashEntry,
  update: updateCashEntry,
  remove: deleteCashEntry,
} = recordRoutes<CashEntryInput, number>('/cash-entries');

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
  const answer = await request.get<Answer<'/cash-entries', 'get'>>('/cash-entries', {
    params: cleanParams(query),
  });
  return { data: answer.data, total: answer.pagination.total, total_amount: answer.total_amount };
}

/** `GET /cash-entries/categories?kind`: the categories in use, most used first. */
export async function listCategories(kind?: CashEntryKind): Promise<string[]> {
  const answer = await request.get<Answer<'/cash-entries/categories', 'get'>>('/cash-entries/categories', {
    params: cleanParams({ kind }),
  });
  return answer.data.map((row) => row.category);
}

export type ProfitAndLossMonth = Schemas['ProfitAndLossMonthView'];

export type ProfitAndLoss = Schemas['ProfitAndLossView'];

/** `GET /reports/profit-and-loss`. */
export function getProfitAndLoss(startDate: string, endDate: string): Promise<ProfitAndLoss> {
  return request.get<Answer<'/reports/profit-and-loss', 'get'>>('/reports/profit-and-loss', {
    params: { start_date: startDate, end_date: endDate },
  });
}

/** The figures a line list can open. */
export type ProfitAndLossLine =
  'sales' | 'sales_returns' | 'cost_of_goods_sold' | 'stock_losses' | 'other_income' | 'expenses';

/** A line behind a figure with its row key. */
export type ProfitAndLossLineRow = Schemas['ProfitAndLossLineView'] & { key: string };

/** `GET /reports/profit-and-loss/lines`: the records or entries one figure adds up. */
export async function getProfitAndLossLines(query: {
  line: ProfitAndLossLine;
  category?: string;
  start_date: string;
  end_date: string;
  page: number;
  limit: number;
}): Promise<{ data: ProfitAndLossLineRow[]; total: number; total_amount: number }> {
  const answer = await request.get<Answer<'/reports/profit-and-loss/lines', 'get'>>(
    '/reports/profit-and-loss/lines',
    { params: cleanParams(query) },
  );
  return {
    data: answer.data.map((line) => ({ ...line, key: `${line.kind}-${line.ref_id}` })),
    total: answer.pagination.total,
    total_amount: answer.total_amount,
  };
}

/** The VAT of a range: output (sales) and input (purchases) tax per rate, the tax payable, its months. */
export type VatReport = Schemas['VatView'];

/** `GET /reports/vat`: returns subtract from their own side. */
export function getVatReport(startDate: string, endDate: string): Promise<VatReport> {
  return request.get<Answer<'/reports/vat', 'get'>>('/reports/vat', {
    params: { start_date: startDate, end_date: endDate },
  });
}
