import { CHUNK_ROWS } from '../src/modules/import/import.service';
import { TestApp, createTestApp } from './support/app';
import { newCustomer, newProduct, newSupplier } from './support/factories';
import { Cell, importFile, xlsxOf } from './support/import-helpers';

const INBOUND = [
  'Supplier code',
  'Supplier short name',
  'Product code',
  'Product model',
  'Inbound date',
  'Quantity',
  'Unit price',
  'Order number',
];
const OUTBOUND = [
  'Customer code',
  'Customer short name',
  'Product code',
  'Product model',
  'Outbound date',
  'Quantity',
  'Unit price',
  'Order number',
];

type Party = { code: string; short_name: string };
type Item = { code: string; product_model: string };

/** Import from Excel: records, payments and the opening position, through the same rules as the API. */
describe('import: records, payments and opening position', () => {
  let t: TestApp;
  let supplier: Party;
  let customer: Party;
  let product: Item;

  beforeAll(async () => {
    t = await createTestApp();
    supplier = await newSupplier(t);
    customer = await newCustomer(t);
    product = await newProduct(t);
  });
  afterAll(() => t.close());

  const stockOf = async (model: string) =>
    (await t.http().get(`/api/stock?product_model=${model}`).set(t.as.reader)).body.data.find(
      (s: { product_model: string }) => s.product_model === model,
    )?.current_stock;
  const balanceOf = async (side: 'receivable' | 'payable', party: Party) => {
    const key = side === 'receivable' ? 'customer_short_name' : 'supplier_short_name';
    return (
      await t
        .http()
        .get(`/api/${side}?${key}=${encodeURIComponent(party.short_name)}`)
        .set(t.as.reader)
    ).body.data[0].balance;
  };
  const inRow = (
    quantity: number,
    price: number | string | null,
    date = '2025-03-01',
    order: string | null = null,
  ) => [
    supplier.code,
    supplier.short_name,
    product.code,
    product.product_model,
    date,
    quantity,
    price,
    order,
  ];
  const outRow = (
    quantity: number,
    price: number | string | null,
    date = '2025-03-10',
    order: string | null = null,
  ) => [
    customer.code,
    customer.short_name,
    product.code,
    product.product_model,
    date,
    quantity,
    price,
    order,
  ];

  it('imports inbound records: stock, cost and the payable move; the dry run shows the effects first', async () => {
    const file = await xlsxOf([
      INBOUND,
      inRow(10, 4, '2025-03-01', 'PO-1'),
      inRow(10, 6, '2025-03-05', 'PO-2'),
    ]);
    const dry = await importFile(t, 'inbound', file, { dryRun: true });
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ dry_run: true, rows: 2, created: 2, errors: [] });
    expect(dry.body.effects.stock).toEqual([
      {
        product_code: product.code,
        product_model: product.product_model,
        quantity_before: 0,
        quantity_after: 20,
        value_before: 0,
        value_after: 100,
      },
    ]);
    expect(dry.body.effects.balances).toEqual([
      {
        side: 'payable',
        partner_code: supplier.code,
        partner_short_name: supplier.short_name,
        balance_before: 0,
        balance_after: 100,
      },
    ]);
    expect(await stockOf(product.product_model)).toBe(0);
    const real = await importFile(t, 'inbound', file);
    expect(real.status).toBe(200);
    expect(real.body).toMatchObject({ dry_run: false, rows: 2, created: 2, errors: [] });
    expect(await stockOf(product.product_model)).toBe(20);
    expect(await balanceOf('payable', supplier)).toBe(100);
  });

  it('refuses the same file again as duplicates, row by row, unless allowed', async () => {
    const file = await xlsxOf([
      INBOUND,
      inRow(10, 4, '2025-03-01', 'PO-1'),
      inRow(10, 6, '2025-03-05', 'PO-2'),
    ]);
    const again = await importFile(t, 'inbound', file);
    expect(again.status).toBe(422);
    const rule = 'same partner, product, date, quantity, unit price and order number';
    expect(again.body.errors).toEqual([
      { row: 2, column: null, message: `Duplicate of a record already in the books (${rule})` },
      { row: 3, column: null, message: `Duplicate of a record already in the books (${rule})` },
    ]);
    const inFile = await importFile(
      t,
      'inbound',
      await xlsxOf([INBOUND, inRow(1, 4, '2025-03-02', 'X'), inRow(1, 4, '2025-03-02', 'X')]),
      { dryRun: true },
    );
    expect(inFile.body.errors).toEqual([
      { row: 3, column: null, message: `Duplicate of row 2 of this file (${rule})` },
    ]);
    const allowed = await importFile(
      t,
      'inbound',
      await xlsxOf([INBOUND, inRow(10, 4, '2025-03-01', 'PO-1')]),
      {
        dryRun: true,
        allowDuplicates: true,
      },
    );
    expect(allowed.body).toMatchObject({ created: 1, errors: [] });
  });

  it('fills an empty unit price from the price list, and says when there is none', async () => {
    const price = await t.http().post('/api/product-prices').set(t.as.editor).send({
      partner_short_name: customer.short_name,
      product_model: product.product_model,
      unit_price: 9,
      effective_date: '2025-01-01',
    });
    expect(price.status).toBe(201);
    const res = await importFile(t, 'outbound', await xlsxOf([OUTBOUND, outRow(12, null)]));
    expect(res.body).toMatchObject({ created: 1, errors: [] });
    const list = (
      await t.http().get(`/api/outbound?customer_short_name=${customer.short_name}`).set(t.as.reader)
    ).body.data;
    expect(list[0]).toMatchObject({ quantity: 12, unit_price: 9, total_price: 108 });
    const none = await importFile(t, 'outbound', await xlsxOf([OUTBOUND, outRow(1, null, '2024-12-31')]), {
      dryRun: true,
    });
    expect(none.body.errors).toEqual([
      {
        row: 2,
        column: 'Unit price',
        message: `no price found for ${customer.short_name} / ${product.product_model} on 2024-12-31`,
      },
    ]);
  });

  it('refuses unknown partners and products, a supplier used as a customer, short stock and text quantities', async () => {
    const res = await importFile(
      t,
      'outbound',
      await xlsxOf([
        OUTBOUND,
        ['NOPE', 'Nobody', product.code, product.product_model, '2025-03-11', 1, 5],
        [customer.code, customer.short_name, 'NOPE', 'No-model', '2025-03-11', 1, 5],
        [supplier.code, supplier.short_name, product.code, product.product_model, '2025-03-11', 1, 5],
        [supplier.code, supplier.short_name, product.code, product.product_model, '2025-03-11', 1, null],
        outRow(1000, 5, '2025-03-11'),
        outRow('two' as unknown as number, 5, '2025-03-11'),
        outRow(' 3 ' as unknown as number, '5.5', '2025/03/12'),
      ]),
      { dryRun: true },
    );
    const mismatch = 'customer code and short name do not match, please reselect';
    expect(res.body.errors).toEqual([
      { row: 2, column: 'Customer code', message: mismatch },
      { row: 3, column: 'Product code', message: 'unknown product code NOPE: no product has this code' },
      { row: 4, column: 'Customer code', message: mismatch },
      { row: 5, column: 'Customer code', message: mismatch },
      {
        row: 6,
        column: 'Quantity',
        message: `insufficient stock for ${product.product_model}: available 8`,
      },
      { row: 7, column: 'Quantity', message: 'Quantity must be a whole number' },
    ]);
    expect(res.body.created).toBe(1);
  });

  it("answers every row error in the request's language, and columns as the file names them", async () => {
    const buyer = await newCustomer(t);
    const item = await newProduct(t);
    const price = await t.http().post('/api/product-prices').set(t.as.editor).send({
      partner_short_name: buyer.short_name,
      product_model: item.product_model,
      unit_price: 3,
      effective_date: '2025-01-01',
    });
    expect(price.status).toBe(201);
    const bought = await t.http().post('/api/inbound').set(t.as.editor).send({
      supplier_code: supplier.code,
      supplier_short_name: supplier.short_name,
      product_code: item.code,
      product_model: item.product_model,
      inbound_date: '2025-01-02',
      quantity: 5,
      unit_price: 2,
    });
    expect(bought.status).toBe(201);
    const row = (quantity: Cell, order: string, code = buyer.code, date = '2025-03-11'): Cell[] => [
      code,
      buyer.short_name,
      item.code,
      item.product_model,
      date,
      quantity,
      order,
    ];
    // No unit price column: prices are looked up, and a missing one names the column in the request's language.
    const rows = [
      row(1, 'L-1'),
      row(1, 'L-1'),
      row(1, 'L-2', 'NOPE'),
      row(1000, 'L-3'),
      row({ error: '#N/A' }, 'L-4'),
      row(-50, 'L-5'),
      row('two', 'L-6'),
      row(1, 'L-7', buyer.code, '2024-12-31'),
    ];
    const zhHeader = ['客户代号', '客户简称', '产品代号', '产品型号', '出库日期', '数量', '订单号'];
    const zh = await importFile(t, 'outbound', await xlsxOf([zhHeader, ...rows]), {
      dryRun: true,
      language: 'zh-CN',
    });
    expect(zh.status).toBe(200);
    expect(zh.headers.vary).toContain('Accept-Language');
    const model = item.product_model;
    const noPrice = (language: string) =>
      language === 'zh-CN'
        ? `未找到 ${buyer.short_name} / ${model} 在 2024-12-31 生效的单价`
        : `2024-12-31에 적용되는 ${buyer.short_name} / ${model}의 단가가 없습니다`;
    expect(zh.body.errors).toEqual([
      {
        row: 3,
        column: null,
        message: '与本文件第 2 行重复（客户/供应商、产品、日期、数量、单价和订单号均相同）',
      },
      { row: 4, column: '客户代号', message: '客户代号与简称不匹配，请重新选择' },
      { row: 5, column: '数量', message: `${model} 库存不足：可用 4` },
      { row: 6, column: '数量', message: '单元格含有错误值 #N/A' },
      {
        row: 7,
        column: '数量',
        message: '负数数量表示退货，但该客户和产品没有更早的、还剩 50 件可退的出库记录',
      },
      { row: 8, column: '数量', message: '数量必须是整数' },
      { row: 9, column: '单价', message: noPrice('zh-CN') },
    ]);

    // English headers asked in Korean: the file's own headers, the messages in Korean.
    const enHeader = OUTBOUND.filter((h) => h !== 'Unit price');
    const ko = await importFile(t, 'outbound', await xlsxOf([enHeader, ...rows]), {
      dryRun: true,
      language: 'ko-KR',
    });
    expect(ko.body.errors).toEqual([
      {
        row: 3,
        column: null,
        message: '이 파일의 2행과 중복됩니다(거래처, 제품, 날짜, 수량, 단가, 주문 번호가 같음)',
      },
      { row: 4, column: 'Customer code', message: '고객 코드와 약칭이 일치하지 않습니다. 다시 선택하세요' },
      { row: 5, column: 'Quantity', message: `${model}의 재고가 부족합니다: 가용 수량 4` },
      { row: 6, column: 'Quantity', message: '셀에 오류 값 #N/A가 있습니다' },
      {
        row: 7,
        column: 'Quantity',
        message:
          '음수 수량은 반품이지만, 이 고객과 제품에는 반품할 수량이 50개 남은 이전 출고 기록이 없습니다',
      },
      { row: 8, column: 'Quantity', message: '수량은 정수여야 합니다' },
      { row: 9, column: '단가', message: noPrice('ko-KR') },
    ]);

    // The real import's refusal, in both languages; nothing written.
    const refused = await importFile(t, 'outbound', await xlsxOf([zhHeader, ...rows]), { language: 'zh-CN' });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('文件有 7 处错误：未导入任何数据');
    expect(refused.body.errors).toEqual(zh.body.errors);
    const refusedKo = await importFile(t, 'outbound', await xlsxOf([enHeader, ...rows]), {
      language: 'ko-KR',
    });
    expect(refusedKo.body.message).toBe('파일에 오류가 7개 있어 아무것도 가져오지 않았습니다');
    expect(await stockOf(model)).toBe(5);
  });

  it('imports more rows than a chunk as if row by row: stock, duplicates and returns across chunks', async () => {
    const buyer = await newCustomer(t);
    const item = await newProduct(t);
    const bought = await t
      .http()
      .post('/api/inbound')
      .set(t.as.editor)
      .send({
        supplier_code: supplier.code,
        supplier_short_name: supplier.short_name,
        product_code: item.code,
        product_model: item.product_model,
        inbound_date: '2025-01-02',
        quantity: CHUNK_ROWS + 700,
        unit_price: 2,
      });
    expect(bought.status).toBe(201);
    const row = (quantity: number, order: string, date = '2025-04-01'): Cell[] => [
      buyer.code,
      buyer.short_name,
      item.code,
      item.product_model,
      date,
      quantity,
      3,
      order,
    ];
    // Rows of one unit, 205 more than a chunk (Excel's row n is rows[n - 2]).
    const rows = Array.from({ length: CHUNK_ROWS + 205 }, (_, i) => row(1, `C-${i}`));
    rows[CHUNK_ROWS] = row(1, 'C-3'); // repeats row 5, in the chunk before
    rows[CHUNK_ROWS + 1] = row(-1, 'R-1', '2025-04-02'); // returns a unit of the latest earlier sale
    rows[CHUNK_ROWS + 100] = row(400, 'BIG'); // 603 left (700 + 1 returned − 98), so it fits
    rows[CHUNK_ROWS + 101] = row(300, 'TOO-MANY'); // 203 left
    const res = await importFile(t, 'outbound', await xlsxOf([OUTBOUND, ...rows]), { dryRun: true });
    expect(res.body.errors).toEqual([
      {
        row: CHUNK_ROWS + 2,
        column: null,
        message:
          'Duplicate of row 5 of this file (same partner, product, date, quantity, unit price and order number)',
      },
      {
        row: CHUNK_ROWS + 103,
        column: 'Quantity',
        message: `insufficient stock for ${item.product_model}: available 203`,
      },
    ]);
    expect(res.body).toMatchObject({ rows: CHUNK_ROWS + 205, created: CHUNK_ROWS + 203 });
    // 700 more than the single units, one returned, 400 at once: 100 left.
    expect(res.body.effects.stock).toEqual([
      expect.objectContaining({ quantity_before: CHUNK_ROWS + 700, quantity_after: 100 }),
    ]);
    const fixed = rows.filter((_, i) => i !== CHUNK_ROWS && i !== CHUNK_ROWS + 101);
    const real = await importFile(t, 'outbound', await xlsxOf([OUTBOUND, ...fixed]));
    expect(real.body).toMatchObject({ rows: CHUNK_ROWS + 203, created: CHUNK_ROWS + 203, errors: [] });
    expect(await stockOf(item.product_model)).toBe(100);
    const list = await t
      .http()
      .get(`/api/outbound?customer_short_name=${encodeURIComponent(buyer.short_name)}&limit=1`)
      .set(t.as.reader);
    expect(list.body.pagination.total).toBe(CHUNK_ROWS + 203);
    const [{ n }] = await t.dataSource.query(
      "SELECT count(*)::int AS n FROM audit_log WHERE entity = 'outbound' AND (changes->'customer_code'->>1) = $1",
      [buyer.code],
    );
    expect(n).toBe(CHUNK_ROWS + 203);
  }, 120_000);

  it('imports a negative quantity as a return of the latest earlier record', async () => {
    const res = await importFile(t, 'outbound', await xlsxOf([OUTBOUND, outRow(-2, null, '2025-03-15')]));
    expect(res.body).toMatchObject({ created: 1, errors: [] });
    const list = (
      await t.http().get(`/api/outbound?customer_short_name=${customer.short_name}`).set(t.as.reader)
    ).body.data;
    expect(list[0]).toMatchObject({ quantity: -2, unit_price: 9, total_price: -18 });
    expect(list[0].return_of).toBe(list[1].id);
    const tooMany = await importFile(
      t,
      'outbound',
      await xlsxOf([OUTBOUND, outRow(-20, null, '2025-03-16')]),
      {
        dryRun: true,
      },
    );
    expect(tooMany.body.errors[0]).toMatchObject({ row: 2, column: 'Quantity' });
    expect(tooMany.body.errors[0].message).toContain(
      'no earlier outbound record of this customer and product has 20 units',
    );
  });

  it('respects the period lock on every dated row', async () => {
    expect(
      (await t.http().put('/api/settings/period-lock').set(t.as.admin).send({ locked_through: '2025-01-31' }))
        .status,
    ).toBe(200);
    const res = await importFile(
      t,
      'inbound',
      await xlsxOf([INBOUND, inRow(1, 1, '2025-01-15'), inRow(1, 1, '2025-02-01')]),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { row: 2, column: 'Inbound date', message: 'The books are closed through 2025-01-31' },
    ]);
    await t.http().put('/api/settings/period-lock').set(t.as.admin).send({ locked_through: null });
  });

  it('imports receivable and payable payments', async () => {
    const header = [
      'Customer code',
      'Customer short name',
      'Payment date',
      'Amount',
      'Payment method',
      'Remark',
    ];
    const before = await balanceOf('receivable', customer);
    const res = await importFile(
      t,
      'receivable-payments',
      await xlsxOf([
        header,
        [customer.code, customer.short_name, '2025-03-20', 50, 'cash', 'first'],
        [customer.code, customer.short_name, new Date(Date.UTC(2025, 2, 21)), '-5.5', 'Other', 'adjustment'],
      ]),
    );
    expect(res.body).toMatchObject({ rows: 2, created: 2, errors: [] });
    expect(res.body.effects.balances).toEqual([
      expect.objectContaining({ side: 'receivable', balance_before: before, balance_after: before - 44.5 }),
    ]);
    expect(await balanceOf('receivable', customer)).toBe(before - 44.5);
    const bad = await importFile(
      t,
      'receivable-payments',
      await xlsxOf([
        header,
        [customer.code, customer.short_name, '2025-03-20', 50, 'Cash', 'again'],
        [supplier.code, supplier.short_name, '2025-03-20', 50, 'Cash'],
        [customer.code, 'Wrong name', '2025-03-22', 50, 'Cash'],
        [customer.code, customer.short_name, '2025-03-22', 0, 'Cash'],
        [customer.code, customer.short_name, '2025-03-22', 5, 'Bitcoin'],
      ]),
      { dryRun: true },
    );
    expect(bad.body.errors).toEqual([
      {
        row: 2,
        column: null,
        message:
          'Duplicate of a record already in the books (same partner, payment date, amount and payment method)',
      },
      { row: 3, column: 'Customer code', message: `customer ${supplier.code} not found` },
      {
        row: 4,
        column: 'Customer short name',
        message: 'customer code and short name do not match, please reselect',
      },
      { row: 5, column: 'Amount', message: 'amount must not be 0' },
      {
        row: 6,
        column: 'Payment method',
        message: "pay method must be one of Cash, E-Transfer, Cheque, Banker's acceptance, Other",
      },
    ]);
    const payable = await importFile(
      t,
      'payable-payments',
      await xlsxOf([
        ['Supplier code', 'Payment date', 'Amount', 'Payment method'],
        [supplier.code, '2025-03-25', 60, 'E-Transfer'],
        [supplier.code, '2025-03-25', -1, 'Cash'],
      ]),
      { dryRun: true },
    );
    expect(payable.body.errors).toEqual([
      { row: 3, column: 'Amount', message: 'amount must be greater than 0' },
    ]);
  });

  it('imports opening stock and opening balances', async () => {
    const other = await newProduct(t);
    const stock = await importFile(
      t,
      'opening-stock',
      await xlsxOf([
        ['Product code', 'Product model', 'Date', 'Quantity', 'Unit cost', 'Remark'],
        [other.code, other.product_model, '2025-01-01', 5, 2.5, 'brought forward'],
        ['WRONG', other.product_model, '2025-01-01', 1, 1],
        [null, other.product_model, '2025-01-01', 1, null],
        [null, 'No-such-model', '2025-01-01', 1, 1],
      ]),
    );
    expect(stock.status).toBe(422);
    expect(stock.body.errors).toEqual([
      { row: 3, column: 'Product code', message: 'unknown product code WRONG: no product has this code' },
      { row: 4, column: 'Unit cost', message: 'Opening stock is an increase with a unit cost' },
      { row: 5, column: 'Product model', message: 'product model No-such-model not found' },
    ]);
    const ok = await importFile(
      t,
      'opening-stock',
      await xlsxOf([
        ['Product code', 'Product model', 'Date', 'Quantity', 'Unit cost'],
        [other.code, other.product_model, '2025-01-01', 5, 2.5],
      ]),
    );
    expect(ok.body).toMatchObject({ created: 1, errors: [] });
    expect(ok.body.effects.stock).toEqual([
      expect.objectContaining({ quantity_after: 5, value_after: 12.5 }),
    ]);
    const adjustments = (
      await t.http().get(`/api/stock/adjustments?product_model=${other.product_model}`).set(t.as.reader)
    ).body.data;
    expect(adjustments[0]).toMatchObject({ reason: 'opening', quantity_change: 5, unit_cost: 2.5 });

    const fresh = await newCustomer(t);
    const balances = await importFile(
      t,
      'opening-balances',
      await xlsxOf([
        ['Partner code', 'Amount', 'Date'],
        [fresh.code, 500.25, '2025-01-01'],
        [supplier.code, '1,000', '2025-01-01'],
        ['NOPE', 1, '2025-01-01'],
        [fresh.code, 1, '2025-01-01'],
        [customer.code, 0, '2025-01-01'],
      ]),
    );
    expect(balances.status).toBe(422);
    expect(balances.body.errors).toEqual([
      { row: 4, column: 'Partner code', message: 'partner NOPE not found' },
      {
        row: 5,
        column: null,
        message: 'Duplicate of row 2 of this file (one opening balance per partner)',
      },
      { row: 6, column: 'Amount', message: 'amount must not be 0' },
    ]);
    const set = await importFile(
      t,
      'opening-balances',
      await xlsxOf([
        ['Partner code', 'Amount', 'Date'],
        [fresh.code, 500.25, '2025-01-01'],
        [supplier.code, '1,000', '2025-01-01'],
      ]),
    );
    expect(set.body).toMatchObject({ created: 2, updated: 0, errors: [] });
    const detail = (await t.http().get(`/api/receivable/opening-balances/${fresh.code}`).set(t.as.reader))
      .body;
    expect(detail).toMatchObject({ amount: 500.25, date: '2025-01-01' });
    const again = await importFile(
      t,
      'opening-balances',
      await xlsxOf([
        ['Partner code', 'Amount', 'Date'],
        [fresh.code, 500.25, '2025-01-01'],
        [supplier.code, 900, '2025-01-01'],
      ]),
    );
    expect(again.body).toMatchObject({ created: 0, updated: 1, errors: [] });
  });
});
