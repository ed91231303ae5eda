import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  deleteOpeningBalance,
  detailFromApi,
  findOpeningBalance,
  listOpeningBalances,
  openingFromApi,
  setOpeningBalance,
} from './balance';
import { ApiError } from './errors';
import { request } from './request';

afterEach(() => vi.restoreAllMocks());

describe('opening balances on the wire', () => {
  it("reads the side's partner names into one shape", () => {
    expect(
      openingFromApi('receivable', {
        customer_code: 'C1',
        customer_short_name: 'Buyer',
        amount: 1234.5,
        date: '2025-01-01',
      }),
    ).toEqual({ partner_code: 'C1', partner_short_name: 'Buyer', amount: 1234.5, date: '2025-01-01' });
    expect(
      openingFromApi('payable', {
        supplier_code: 'S1',
        supplier_short_name: 'Maker',
        amount: -80.25,
        date: '2025-02-03',
      }),
    ).toEqual({ partner_code: 'S1', partner_short_name: 'Maker', amount: -80.25, date: '2025-02-03' });
  });

  it('lists the side with its total from the pagination', async () => {
    const get = vi.spyOn(request, 'get').mockResolvedValue({
      data: [{ supplier_code: 'S1', supplier_short_name: 'Maker', amount: 10, date: '2025-01-01' }],
      pagination: { page: 2, limit: 10, total: 11 },
    });
    const answer = await listOpeningBalances('payable', { page: 2, limit: 10 });
    expect(get).toHaveBeenCalledWith('/payable/opening-balances', { params: { page: 2, limit: 10 } });
    expect(answer).toEqual({
      data: [{ partner_code: 'S1', partner_short_name: 'Maker', amount: 10, date: '2025-01-01' }],
      total: 11,
    });
  });

  it('puts the amount and date under the partner code, and deletes by it', async () => {
    const put = vi.spyOn(request, 'put').mockResolvedValue({
      customer_code: 'C/1',
      customer_short_name: 'Buyer',
      amount: -5,
      date: '2025-03-04',
    });
    const del = vi.spyOn(request, 'delete').mockResolvedValue({ success: true });
    const saved = await setOpeningBalance('receivable', 'C/1', { amount: -5, date: '2025-03-04' });
    expect(put).toHaveBeenCalledWith('/receivable/opening-balances/C%2F1', {
      data: { amount: -5, date: '2025-03-04' },
      skipErrorHandler: true,
    });
    expect(saved.amount).toBe(-5);
    await deleteOpeningBalance('payable', 'S1');
    expect(del).toHaveBeenCalledWith('/payable/opening-balances/S1', { skipErrorHandler: true });
  });

  it("answers null for a partner without one (the server's 404), and rethrows other failures", async () => {
    const get = vi.spyOn(request, 'get');
    get.mockRejectedValueOnce(
      new ApiError('customer C1 has no opening balance', 'server', 404, undefined, { code: 'NOT_FOUND' }),
    );
    expect(await findOpeningBalance('receivable', 'C1')).toBeNull();
    get.mockRejectedValueOnce(new ApiError('boom', 'server', 500));
    await expect(findOpeningBalance('receivable', 'C1')).rejects.toThrow('boom');
  });
});

describe('balance detail', () => {
  const answer = (opening: { amount: number; date: string } | null) => ({
    customer: { code: 'C1', short_name: 'Buyer', full_name: 'Buyer Ltd' },
    summary: { total_receivable: 1334.5, total_paid: 100, balance: 1234.5 },
    opening_balance: opening,
    uninvoiced: { count: 2, total: 150.5 },
    payment_records: {
      data: [
        {
          id: 3,
          customer_code: 'C1',
          amount: 100,
          pay_date: '2025-02-01',
          pay_method: 'cash',
          remark: null,
          account_id: 1,
          account_name: 'Cash',
          version: 1,
          allocations: [],
        },
      ],
      page: 1,
      limit: 5,
      total: 1,
    },
    payment_pagination: { page: 1, limit: 5, total: 1 },
    outbound_records: { data: [], page: 1, limit: 5, total: 0 },
    outbound_pagination: { page: 1, limit: 5, total: 0 },
  });

  it('carries the opening balance beside the summary that includes it', () => {
    const detail = detailFromApi('receivable', answer({ amount: 1234.5, date: '2025-01-01' }));
    expect(detail.opening).toEqual({ amount: 1234.5, date: '2025-01-01' });
    expect(detail.summary).toEqual({ total_amount: 1334.5, total_paid: 100, balance: 1234.5 });
    expect(detail.payments).toMatchObject({
      total: 1,
      data: [{ id: 3, partner_code: 'C1', amount: 100, account_name: 'Cash', version: 1 }],
    });
    expect(detail.uninvoiced).toEqual({ count: 2, total: 150.5 });
  });

  it('has no opening balance when the answer says null', () => {
    expect(detailFromApi('receivable', answer(null)).opening).toBeNull();
  });

  it("fails on an answer without the side's records rather than showing none", () => {
    const { outbound_records: _records, ...withoutRecords } = answer(null);
    expect(() => detailFromApi('receivable', withoutRecords as never)).toThrow('outbound_records');
  });
});
