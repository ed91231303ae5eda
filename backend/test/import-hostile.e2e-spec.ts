import { TestApp, createTestApp } from './support/app';
import { newSupplier, newProduct } from './support/factories';
import { importFile, xlsxOf } from './support/import-helpers';

/** Uploads a careless client or an attacker sends: each row refused on its own, never a 500. */
describe('import: hostile rows', () => {
  let t: TestApp;
  let supplier: { code: string; short_name: string };
  let product: { code: string; product_model: string };

  beforeAll(async () => {
    t = await createTestApp();
    supplier = await newSupplier(t);
    product = await newProduct(t);
  });
  afterAll(() => t.close());

  const HEADER = [
    'Supplier code',
    'Supplier short name',
    'Product code',
    'Product model',
    'Inbound date',
    'Quantity',
    'Unit price',
  ];
  const line = (fields: Partial<Record<'partner' | 'code' | 'model', string>>) => [
    supplier.code,
    fields.partner ?? supplier.short_name,
    fields.code ?? product.code,
    fields.model ?? product.product_model,
    '2025-03-01',
    1,
    2.5,
  ];

  it('refuses a NUL character in a partner or product field as the row error of its cell', async () => {
    // A CSV (an .xlsx cannot carry one: its XML is refused as damaged), past the first 4 KB by which the
    // file's type is told.
    const rows = [
      ...Array.from({ length: 100 }, () => line({})),
      line({ partner: `${supplier.short_name}\u0000` }),
      line({ code: `${product.code}\u0000` }),
      line({ model: `\u0000${product.product_model}` }),
    ];
    const csv = Buffer.from([HEADER, ...rows].map((cells) => cells.join(',')).join('\n'));
    const nul = 'the cell must not contain NUL characters (\\u0000)';
    for (const dryRun of [true, false]) {
      const res = await importFile(t, 'inbound', csv, { dryRun, name: 'nul.csv', allowDuplicates: true });
      expect(res.status).toBe(dryRun ? 200 : 422);
      expect(res.body).toMatchObject({ rows: 103, created: 100 });
      expect(res.body.errors).toEqual([
        { row: 102, column: 'Supplier short name', message: nul },
        { row: 103, column: 'Product code', message: nul },
        { row: 104, column: 'Product model', message: nul },
      ]);
    }
    const chinese = await importFile(t, 'inbound', csv, {
      dryRun: true,
      name: 'nul.csv',
      language: 'zh-CN',
      allowDuplicates: true,
    });
    expect(chinese.body.errors[0]).toEqual({
      row: 102,
      column: 'Supplier short name',
      message: '单元格不能包含 NUL 字符（\\u0000）',
    });
  });

  it('says a product code no product has is unknown, and a known code of another model a mismatch', async () => {
    const other = await newProduct(t);
    const file = await xlsxOf([HEADER, line({ code: 'NO-SUCH-CODE' }), line({ code: other.code })]);
    const messages = async (language: string) =>
      (await importFile(t, 'inbound', file, { dryRun: true, language })).body.errors.map(
        (e: { row: number; column: string; message: string }) => [e.row, e.message],
      );
    expect(await messages('en-US')).toEqual([
      [2, 'unknown product code NO-SUCH-CODE: no product has this code'],
      [3, 'product code and model do not match, please reselect'],
    ]);
    expect((await messages('zh-CN'))[0]).toEqual([2, '未知的商品编码 NO-SUCH-CODE：没有商品使用此编码']);
    expect((await messages('ko-KR'))[0]).toEqual([
      2,
      '알 수 없는 상품 코드 NO-SUCH-CODE: 이 코드를 가진 상품이 없습니다',
    ]);
  });
});
