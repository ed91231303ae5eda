import { TestApp, createTestApp } from './support/app';
import {
  expectFileName,
  expectValidSheetNames,
  exportFile,
  rowWith,
  seedExportData,
  sheetNames,
  table,
} from './support/export-helpers';
import { newPayment } from './support/ledger-factories';

/** Statements and receivable/payable exports: balances equal the ledger pages. */
describe('exports: statement and receivable/payable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedExportData(t);
  });
  afterAll(() => t.close());

  const february = { dateFrom: '2025-02-01', dateTo: '2025-02-28' };
  const everything = {
    outboundFrom: '2000-01-01',
    outboundTo: '2099-12-31',
    paymentFrom: '2000-01-01',
    paymentTo: '2099-12-31',
  };

  describe('statement', () => {
    it("gives a customer's opening balance, records and payments of the period in order, and the closing balance", async () => {
      const { res, book } = await exportFile(t, 'statement', { tables: '2', ...february });
      expect(res.status).toBe(200);
      expectFileName(res, 'statement');
      // A summary, then one sheet per customer in scope (CUS-3 has no activity and no balance).
      expect(sheetNames(book)).toEqual(['Customer statements', 'Customer One', 'Customer Two']);
      expectValidSheetNames(book);

      const summary = table(book.worksheets[0]);
      expect(summary.header).toEqual([
        'Customer code',
        'Customer short name',
        'Customer full name',
        'Opening balance',
        'Goods amount in period',
        'Payments in period',
        'Closing balance',
      ]);
      expect(summary.rows).toEqual([
        ['CUS-1', 'Customer One', 'Customer One Trading Co.', 10, 157.47, 45, 122.47],
        ['CUS-2', 'Customer Two', 'Customer Two Retail Co.', 0, 49.5, 0, 49.5],
        [null, 'Total', null, 10, 206.97, 45, 171.97],
      ]);

      const one = table(book.worksheets[1]);
      expect(one.header).toEqual([
        'Date',
        'Entry',
        'Order number',
        'Invoice number',
        'Product code',
        'Product model',
        'Quantity',
        'Unit price',
        'Total price',
        'Amount',
        'Balance',
        'Payment method',
        'Remark',
      ]);
      expect(one.rows).toEqual([
        ['2025-02-01', 'Opening balance', null, null, null, null, null, null, null, null, 10],
        [
          '2025-02-05',
          'Outbound',
          'SO-1',
          null,
          'EXP-A',
          'Widget A',
          20,
          4.1235,
          82.47,
          null,
          92.47,
          null,
          '+SUM(A1)',
        ],
        ['2025-02-10', 'Payment', null, null, null, null, null, null, null, 50, 42.47, 'E-Transfer'],
        ['2025-02-15', 'Outbound', null, 'INV-9', 'EXP-B', 'Widget B', 5, 15, 75, null, 117.47, null, '@cmd'],
        ['2025-02-20', 'Payment', null, null, null, null, null, null, null, -5, 122.47, 'Other', 'discount'],
        ['2025-02-28', 'Closing balance', null, null, null, null, null, null, 157.47, 45, 122.47],
        [],
        [null, 'Confirmed by (signature, date):'],
      ]);
      // The opening balance is bold, the closing row is a totals row; the print header names the partner.
      expect(book.worksheets[1].getCell('K2').font?.bold).toBe(true);
      expect(book.worksheets[1].getCell('K7').font?.bold).toBe(true);
      expect(book.worksheets[1].headerFooter.oddHeader).toContain('Customer One Trading Co. (CUS-1)');
      expect(book.worksheets[1].autoFilter).toBe('A1:M6');
    });

    it('closes on the balance of the receivable page when the period reaches today', async () => {
      const { book } = await exportFile(t, 'statement', {
        tables: '2',
        dateFrom: '2025-02-01',
        dateTo: '2099-12-31',
        customerCode: 'CUS-1',
      });
      expect(sheetNames(book)).toEqual(['Customer statements', 'Customer One']);
      const page = await t
        .http()
        .get('/api/receivable')
        .query({ customer_short_name: 'Customer One' })
        .set(t.as.reader);
      const closing = table(book.worksheets[0]).rows[0][6];
      expect(closing).toBe(page.body.data[0].balance);
      expect(closing).toBe(116.47);
    });

    it("gives a supplier's statement, and both sides with '12'", async () => {
      const { book } = await exportFile(t, 'statement', { tables: '12', ...february });
      expect(sheetNames(book)).toEqual([
        'Supplier statements',
        'Supplier One',
        'Customer statements',
        'Customer One',
        'Customer Two',
      ]);
      expect(table(book.worksheets[0]).rows[0]).toEqual([
        'SUP-1',
        'Supplier One',
        'Supplier One Ltd.',
        250,
        534.936,
        200,
        584.936,
      ]);
      const supplier = table(book.worksheets[1]).rows;
      expect(supplier.map((row) => [row[0], row[1], row[8] ?? null, row[9] ?? null, row[10]])).toEqual([
        ['2025-02-01', 'Opening balance', null, null, 250],
        ['2025-02-01', 'Payment', null, 200, 50],
        ['2025-02-03', 'Inbound', 130, null, 180],
        ['2025-02-10', 'Inbound', 404.936, null, 584.936],
        ['2025-02-28', 'Closing balance', 534.936, 200, 584.936],
        [undefined, undefined, null, null, undefined],
        [null, 'Confirmed by (signature, date):', null, null, undefined],
      ]);
    });

    it('with a product code lists only that product and keeps the balance true with one line for the rest', async () => {
      const { book } = await exportFile(t, 'statement', { tables: '2', ...february, productCode: 'EXP-A' });
      // Only customers with a record of EXP-A in the period.
      expect(sheetNames(book)).toEqual(['Customer statements', 'Customer One']);
      const rows = table(book.worksheets[1]).rows;
      expect(rows.map((row) => [row[1], row[8] ?? null, row[10]])).toEqual([
        ['Opening balance', null, 10],
        ['Outbound', 82.47, 92.47],
        ['Payment', null, 42.47],
        ['Payment', null, 47.47],
        ['Other products (not listed)', 75, 122.47],
        ['Closing balance', 157.47, 122.47],
        [undefined, null, undefined],
        ['Confirmed by (signature, date):', null, undefined],
      ]);
    });

    it('is in Chinese with Accept-Language zh-CN', async () => {
      const { book } = await exportFile(
        t,
        'statement',
        { tables: '2', ...february, customerCode: 'CUS-2' },
        'zh-CN',
      );
      expect(sheetNames(book)).toEqual(['客户对账单', 'Customer Two']);
      expect(table(book.worksheets[0]).header).toEqual([
        '客户代号',
        '客户简称',
        '客户全称',
        '期初余额',
        '本期货款',
        '本期付款',
        '期末余额',
      ]);
      expect(table(book.worksheets[1]).rows.map((row) => row[1])).toEqual([
        '期初余额',
        '出库',
        '期末余额',
        undefined,
        '确认（签字、日期）：',
      ]);
    });
  });

  describe('receivable and payable', () => {
    it('equals the receivable and payable pages over all dates, with several records and payments', async () => {
      const { res, book } = await exportFile(t, 'receivable-payable', everything);
      expect(res.status).toBe(200);
      expectFileName(res, 'receivable-payable');
      expect(sheetNames(book)).toEqual([
        'Receivable summary',
        'Receivable outbound',
        'Receivable payments',
        'Payable summary',
        'Payable inbound',
        'Payable payments',
      ]);

      const summary = table(book.worksheets[0]);
      expect(summary.header).toEqual([
        'Customer code',
        'Customer short name',
        'Customer full name',
        'Total receivable',
        'Total paid',
        'Balance',
        'Last payment date',
        'Last payment method',
        'Balance, all dates',
      ]);
      const page = await t.http().get('/api/receivable').query({ limit: 100 }).set(t.as.reader);
      expect(page.status).toBe(200);
      // The same partners in the same order (balance descending) with the same figures.
      const exported = summary.rows.slice(0, -1);
      expect(exported.map((row) => row[0])).toEqual(
        page.body.data.map((row: Record<string, unknown>) => row.customer_code),
      );
      for (const row of page.body.data as Record<string, string | number | null>[]) {
        const cells = rowWith(exported, row.customer_code as string)!;
        expect([cells[3], cells[4], cells[5], cells[6] ?? null, cells[7] ?? null, cells[8]]).toEqual([
          row.total_receivable,
          row.total_paid,
          row.balance,
          row.last_payment_date,
          row.last_payment_method,
          row.balance,
        ]);
      }
      // Customer One: four records (201.47) and four payments (85).
      expect(rowWith(summary.rows, 'CUS-1')).toEqual([
        'CUS-1',
        'Customer One',
        'Customer One Trading Co.',
        201.47,
        85,
        116.47,
        '2025-03-05',
        'Cheque',
        116.47,
      ]);
      expect(summary.rows[summary.rows.length - 1]).toEqual([
        null,
        'Total',
        null,
        250.97,
        85,
        165.97,
        null,
        null,
        165.97,
      ]);

      const records = table(book.worksheets[1]);
      expect(records.rows.filter((row) => row[1] === 'CUS-1').map((row) => row[8])).toEqual([
        40, 82.47, 75, 4,
      ]);
      expect(records.rows[records.rows.length - 1]).toEqual([
        null,
        null,
        'Total',
        null,
        null,
        null,
        39,
        null,
        250.97,
      ]);

      const payments = table(book.worksheets[2]);
      expect(payments.header).toEqual([
        'ID',
        'Customer code',
        'Customer short name',
        'Payment date',
        'Amount',
        'Payment method',
        'Account',
        'Remark',
      ]);
      // Each payment names its account (here the default one).
      expect(payments.rows.map((row) => row.slice(1))).toEqual([
        ['CUS-1', 'Customer One', '2025-01-25', 30, 'Cash', 'Cash'],
        ['CUS-1', 'Customer One', '2025-02-10', 50, 'E-Transfer', 'Cash'],
        ['CUS-1', 'Customer One', '2025-02-20', -5, 'Other', 'Cash', 'discount'],
        ['CUS-1', 'Customer One', '2025-03-05', 10, 'Cheque', 'Cash'],
        [null, 'Total', null, 85],
      ]);
      expect(book.worksheets[2].getCell('E2').numFmt).toBe('#,##0.00');

      const payable = await t.http().get('/api/payable').set(t.as.reader);
      const supplierRow = rowWith(table(book.worksheets[3]).rows, 'SUP-1');
      expect(supplierRow?.slice(3, 6)).toEqual([
        payable.body.data[0].total_payable,
        payable.body.data[0].total_paid,
        payable.body.data[0].balance,
      ]);
      expect(supplierRow?.slice(3, 6)).toEqual([784.936, 200, 584.936]);
    });

    it('limits records to the outbound range and payments to the payment range', async () => {
      const { book } = await exportFile(t, 'receivable-payable', {
        outboundFrom: '2025-02-01',
        outboundTo: '2025-02-28',
        paymentFrom: '2025-01-01',
        paymentTo: '2025-02-15',
      });
      const one = rowWith(table(book.worksheets[0]).rows, 'CUS-1');
      // Goods 82.47 + 75; paid 30 + 50; the balance over all dates stays the page's.
      expect(one).toEqual([
        'CUS-1',
        'Customer One',
        'Customer One Trading Co.',
        157.47,
        80,
        77.47,
        '2025-02-10',
        'E-Transfer',
        116.47,
      ]);
      expect(table(book.worksheets[1]).rows.map((row) => row[3])).toEqual([
        '2025-02-05',
        '2025-02-15',
        '2025-02-08',
        null,
      ]);
      expect(table(book.worksheets[2]).rows.map((row) => row[4])).toEqual([30, 50, 80]);
    });

    it('follows a new payment at once, and speaks Korean', async () => {
      const two = { code: 'CUS-2', short_name: 'Customer Two' };
      await newPayment(t, 'receivable', two, { amount: '12.34', pay_date: '2025-03-01', pay_method: 'Cash' });
      const { book } = await exportFile(t, 'receivable-payable', everything, 'ko-KR');
      expect(sheetNames(book)[0]).toBe('미수금 요약');
      expect(table(book.worksheets[0]).header.slice(3, 6)).toEqual(['총 미수금', '총 결제액', '잔액']);
      expect(rowWith(table(book.worksheets[0]).rows, 'CUS-2')?.slice(3, 6)).toEqual([49.5, 12.34, 37.16]);
    });
  });
});
