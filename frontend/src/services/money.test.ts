import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getAccountStatement,
  getProfitAndLossLines,
  listCashEntries,
  listCategories,
  type Account,
} from './money';
import { request } from './request';
import type { Schemas } from './types';

afterEach(() => vi.restoreAllMocks());

const cash: Account = {
  id: 1,
  name: 'Cash',
  kind: 'cash',
  opening_balance: 100,
  opening_date: '2026-01-01',
  balance: 150,
  is_default: true,
  remark: null,
};

describe('money on the wire', () => {
  it('reads a statement with a row key per line (a payment and a transfer may share an id)', async () => {
    const answer: Schemas['AccountStatementView'] = {
      account: cash,
      opening_balance: 100,
      closing_balance: 150,
      data: [
        {
          date: '2026-01-02',
          kind: 'receipt',
          ref_id: 7,
          partner_short_name: 'Buyer',
          description: null,
          amount: 80,
          balance: 180,
        },
        {
          date: '2026-01-02',
          kind: 'transfer_out',
          ref_id: 7,
          partner_short_name: null,
          description: 'Bank',
          amount: -30,
          balance: 150,
        },
      ],
      pagination: { page: 1, limit: 20, total: 2 },
    };
    const get = vi.spyOn(request, 'get').mockResolvedValue(answer);
    const statement = await getAccountStatement(1, { start_date: '2026-01-01', page: 1, limit: 20 });
    expect(get).toHaveBeenCalledWith('/accounts/1/entries', {
      params: { start_date: '2026-01-01', page: 1, limit: 20 },
    });
    expect(statement).toMatchObject({ account: cash, opening_balance: 100, closing_balance: 150, total: 2 });
    expect(statement.data.map((line) => line.key)).toEqual(['receipt-7-0', 'transfer_out-7-1']);
  });

  it('reads a page of cash entries with the total of every page', async () => {
    const entry: Schemas['CashEntryView'] = {
      id: 3,
      kind: 'expense',
      date: '2026-01-05',
      account_id: 1,
      account_name: 'Cash',
      category: 'Rent',
      amount: 50,
      remark: null,
    };
    vi.spyOn(request, 'get').mockResolvedValue({
      data: [entry],
      pagination: { page: 1, limit: 20, total: 41 },
      total_amount: 2050,
    });
    expect(await listCashEntries({ kind: 'expense', page: 1, limit: 20 })).toEqual({
      data: [entry],
      total: 41,
      total_amount: 2050,
    });
  });

  it("reads the categories' names, most used first as the server orders them", async () => {
    vi.spyOn(request, 'get').mockResolvedValue({
      data: [
        { category: 'Rent', kind: 'expense', count: 4 },
        { category: 'Fuel', kind: 'expense', count: 1 },
      ],
    });
    expect(await listCategories('expense')).toEqual(['Rent', 'Fuel']);
  });

  it("keys a figure's lines by kind and id", async () => {
    vi.spyOn(request, 'get').mockResolvedValue({
      data: [
        {
          date: '2026-01-03',
          kind: 'outbound',
          ref_id: 9,
          partner_short_name: 'Buyer',
          product_model: 'M1',
          quantity: 2,
          description: null,
          amount: 40,
        },
      ],
      pagination: { page: 1, limit: 20, total: 1 },
      total_amount: 40,
    });
    const lines = await getProfitAndLossLines({
      line: 'sales',
      start_date: '2026-01-01',
      end_date: '2026-01-31',
      page: 1,
      limit: 20,
    });
    expect(lines).toMatchObject({ total: 1, total_amount: 40, data: [{ key: 'outbound-9', amount: 40 }] });
  });
});
