import { keysetBatch, Queryable } from '../../common/sql-params';
import { ProductView } from './dto/product.dto';

/** The products module's reads of `products`: every other module looks products up through these. */

export type ProductRow = ProductView;

const PRODUCT_SELECT =
  'SELECT id, code, product_model, category, remark, reorder_level, tax_rate, version FROM products';

async function findProduct(db: Queryable, column: 'code' | 'product_model', value: string) {
  const [row]: ProductRow[] = await db.query(`${PRODUCT_SELECT} WHERE ${column} = $1`, [value]);
  return row ? { ...row, id: Number(row.id) } : null;
}

/** The product with this code, or null. */
export function findProductByCode(db: Queryable, code: string): Promise<ProductRow | null> {
  return findProduct(db, 'code', code);
}

/** The product of this model, or null. */
export function findProductByModel(db: Queryable, model: string): Promise<ProductRow | null> {
  return findProduct(db, 'product_model', model);
}

/** `limit` products after `after` by code (unique): a long list's batches. */
export function productBatch(
  db: Queryable,
  after: ProductRow | undefined,
  limit: number,
): Promise<ProductRow[]> {
  return keysetBatch(db, PRODUCT_SELECT, { code: 'code' }, after, limit);
}

/** A product as a filter offers it: its model, as value and as name. */
export interface ProductOption {
  model: string;
  name: string;
}

/** Every product model, in order. */
export function productOptions(db: Queryable): Promise<ProductOption[]> {
  return db.query(
    `SELECT product_model AS model, product_model AS name FROM products ORDER BY product_model`,
  );
}

/** The products of these models that exist: id and model. */
export function productsByModels(
  db: Queryable,
  models: string[],
): Promise<{ id: number; product_model: string }[]> {
  return db.query('SELECT id, product_model FROM products WHERE product_model = ANY($1::text[])', [models]);
}

/** The products of these codes or models that exist: code and model. */
export function productsByCodeOrModel(
  db: Queryable,
  codes: string[],
  models: string[],
): Promise<{ code: string; product_model: string }[]> {
  return db.query(
    'SELECT code, product_model FROM products WHERE code = ANY($1::text[]) OR product_model = ANY($2::text[])',
    [codes, models],
  );
}

/** A product as it is created. */
export interface NewProduct {
  code: string;
  product_model: string;
  category: string;
  remark: string | null;
  reorder_level: number | null;
  /** Decimal text, or null. */
  tax_rate: string | null;
}

/** Inserts these products in one statement; the rows written. */
export function insertProducts(db: Queryable, products: NewProduct[]): Promise<ProductRow[]> {
  return db.query(
    `INSERT INTO products (code, product_model, category, remark, reorder_level, tax_rate)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::numeric[])
     RETURNING id, code, product_model, category, remark, reorder_level, tax_rate, version`,
    [
      products.map((d) => d.code),
      products.map((d) => d.product_model),
      products.map((d) => d.category),
      products.map((d) => d.remark),
      products.map((d) => d.reorder_level),
      products.map((d) => d.tax_rate),
    ],
  );
}
