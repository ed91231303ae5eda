import { describe, expect, it } from 'vitest';
import { rowFromApi, sortFieldFor } from './balance';
import { fallbackFilename, filenameFromDisposition } from './export';
import { documentToApi, fromApi, toApi, toQuery } from './trade';
import { anApiRecord } from '../test/fixtures';
import dayjs from 'dayjs';

describe('trade records by direction', () => {
  it('reads supplier fields and inbound_date for inbound', () => {
    const record = fromApi(
      'inbound',
      anApiRecord('inbound', {
        id: 7,
        supplier_code: 'S1',
        supplier_short_name: 'Alpha',
        product_code: 'P1',
        product_model: 'M-1',
        inbound_date: '2025-01-02',
        quantity: 3,
        unit_price: 1.5,
        total_price: 4.5,
      }),
    );
    expect(record).toMatchObject({
      id: 7,
      partner_code: 'S1',
      partner_short_name: 'Alpha',
      date: '2025-01-02',
    });
  });

  it('writes customer fields and outbound_date for outbound', () => {
    const body = toApi('outbound', {
      partner_code: 'C1',
      partner_short_name: 'Buyer',
      product_code: 'P1',
      product_model: 'M-1',
      date: '2025-02-03',
      quantity: 2,
      unit_price: 10,
      total_price: 20,
      invoice_date: null,
      invoice_number: null,
      order_number: null,
      invoice_image_url: null,
      remark: null,
    });
    expect(body).toMatchObject({
      customer_code: 'C1',
      customer_short_name: 'Buyer',
      outbound_date: '2025-02-03',
    });
    expect(body).not.toHaveProperty('supplier_code');
  });

  it('names the filter and the date sort field after the direction', () => {
    expect(
      toQuery('inbound', { page: 2, partner_short_name: 'Alpha', sort_field: 'date', sort_order: 'desc' }),
    ).toEqual({ page: 2, supplier_short_name: 'Alpha', sort_field: 'inbound_date', sort_order: 'desc' });
    expect(
      toQuery('outbound', {
        page: 1,
        partner_short_name: 'Buyer',
        sort_field: 'unit_price',
        sort_order: 'asc',
      }),
    ).toEqual({ page: 1, customer_short_name: 'Buyer', sort_field: 'unit_price', sort_order: 'asc' });
  });
});

describe('documents and list filters', () => {
  it("writes a document with the direction's partner names, `date` and its lines", () => {
    const lines = [{ product_code: 'P1', product_model: 'M-1', quantity: 2 }];
    const body = documentToApi('outbound', {
      partner_code: 'C1',
      partner_short_name: 'Buyer',
      date: '2025-02-03',
      order_number: 'PO-1',
      invoice_number: '',
      remark: null,
      lines,
    });
    expect(body).toEqual({
      customer_code: 'C1',
      customer_short_name: 'Buyer',
      date: '2025-02-03',
      order_number: 'PO-1',
      invoice_date: null,
      invoice_number: null,
      invoice_image_url: null,
      remark: null,
      lines,
    });
    expect(
      documentToApi('inbound', { partner_code: 'S1', partner_short_name: 'A', date: 'd', lines }),
    ).toMatchObject({ supplier_code: 'S1', supplier_short_name: 'A' });
  });

  it('sends the keyword trimmed and invoiced as true or false, and neither when unset', () => {
    expect(toQuery('inbound', { page: 1, keyword: ' INV-7 ', invoiced: false })).toEqual({
      page: 1,
      keyword: 'INV-7',
      invoiced: 'false',
    });
    expect(toQuery('inbound', { page: 1, keyword: '  ' })).toEqual({ page: 1 });
  });
});

describe('balances by side', () => {
  const balanceFields = { last_payment_date: null, last_payment_method: null };

  it('reads receivable and payable rows into one shape', () => {
    expect(
      rowFromApi('receivable', {
        ...balanceFields,
        customer_code: 'C1',
        customer_short_name: 'Buyer',
        customer_full_name: 'Buyer Ltd',
        total_receivable: 100,
        total_paid: 40,
        balance: 60,
      }),
    ).toMatchObject({
      partner_code: 'C1',
      total_amount: 100,
      balance: 60,
    });
    expect(
      rowFromApi('payable', {
        ...balanceFields,
        supplier_code: 'S1',
        supplier_short_name: 'Seller',
        supplier_full_name: 'Seller Ltd',
        total_payable: 50,
        total_paid: 60,
        balance: -10,
      }),
    ).toMatchObject({
      partner_code: 'S1',
      total_amount: 50,
      balance: -10,
    });
  });

  it('maps sort fields to the side', () => {
    expect(sortFieldFor('receivable', 'total_amount')).toBe('total_receivable');
    expect(sortFieldFor('payable', 'partner_short_name')).toBe('supplier_short_name');
    expect(sortFieldFor('payable', 'balance')).toBe('balance');
  });
});

describe('export file names', () => {
  it('reads both Content-Disposition forms', () => {
    expect(
      filenameFromDisposition("attachment; filename*=UTF-8''%E5%88%86%E6%9E%90_20250101_101010.xlsx"),
    ).toBe('分析_20250101_101010.xlsx');
    expect(filenameFromDisposition('attachment; filename="base_info_20250101_101010.xlsx"')).toBe(
      'base_info_20250101_101010.xlsx',
    );
    expect(filenameFromDisposition(null)).toBeUndefined();
  });

  it('builds a type_YYYYMMDD_HHmmss.xlsx fallback', () => {
    expect(fallbackFilename('analysis/advanced', dayjs('2025-03-04T05:06:07'))).toBe(
      'analysis_advanced_20250304_050607.xlsx',
    );
  });
});
