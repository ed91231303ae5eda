import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Direction } from '../../common/side';
import { SqlParams } from '../ledger/sql-params';

/** Rows per round trip. Small enough to keep memory flat, large enough to keep round trips few. */
export const BATCH_SIZE = 2000;

/**
 * Reads a long, ordered list in batches by keyset ("rows after the last one seen"): each batch is one
 * short query on the pool, so an export never holds a connection (the embedded database has exactly
 * one) and other requests are answered between batches. Stops after a short batch.
 */
export async function* keysetBatches<R>(
  fetch: (after: R | undefined, limit: number) => Promise<R[]>,
  size = BATCH_SIZE,
): AsyncGenerator<R[]> {
  let after: R | undefined;
  for (;;) {
    const rows = await fetch(after, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1];
  }
}

/** An inclusive YYYY-MM-DD range; a missing end is open. */
export interface DateRange {
  from?: string;
  to?: string;
}

export interface PartnerRow {
  id: number;
  code: string | null;
  short_name: string;
  full_name: string;
  type: number;
  address: string | null;
  contact_person: string | null;
  contact_phone: string | null;
  payment_terms_days: number | null;
  /** numeric, as text. */
  credit_limit: string | null;
}

export interface ProductRow {
  id: number;
  code: string;
  product_model: string;
  category: string;
  remark: string | null;
  /** Read by `products()` only. */
  reorder_level?: number | null;
}

export interface PriceRow {
  id: number;
  partner_code: string | null;
  partner_short_name: string;
  product_code: string;
  product_model: string;
  /** numeric as text: exact until it becomes a cell. */
  unit_price: string;
  effective_date: string;
}

/** A trade record with its partner and product, numbers as exact text. */
export interface RecordRow {
  id: number;
  partner_id: number;
  partner_code: string | null;
  partner_short_name: string;
  partner_full_name: string;
  product_id: number;
  product_code: string;
  product_model: string;
  product_category: string;
  record_date: string;
  quantity: number;
  unit_price: string;
  total_price: string;
  invoice_date: string | null;
  invoice_number: string | null;
  order_number: string | null;
  invoice_image_url: string | null;
  remark: string | null;
}

export interface RecordFilter {
  direction: Direction;
  range?: DateRange;
  partnerId?: number;
  /** Exact product code. */
  productCode?: string | null;
  /** Exact partner code. */
  partnerCode?: string | null;
}

export interface PaymentLine {
  id: number;
  partner_id: number;
  partner_code: string | null;
  partner_short_name: string;
  amount: string;
  pay_date: string;
  pay_method: string;
  remark: string | null;
}

const RECORD_SELECT = `
  SELECT r.id, r.partner_id, pt.code AS partner_code, pt.short_name AS partner_short_name,
         pt.full_name AS partner_full_name, r.product_id, pr.code AS product_code, pr.product_model,
         pr.category AS product_category, to_char(r.record_date, 'YYYY-MM-DD') AS record_date, r.quantity,
         r.unit_price::text AS unit_price, r.total_price::text AS total_price,
         to_char(r.invoice_date, 'YYYY-MM-DD') AS invoice_date, r.invoice_number, r.order_number,
         r.invoice_image_url, r.remark
    FROM trade_records r
    JOIN partners pt ON pt.id = r.partner_id
    JOIN products pr ON pr.id = r.product_id`;

/**
 * The exports' own list reads: long lists in keyset batches, oldest first, each with one purpose.
 * Figures that must equal a screen (balances, analysis) are not computed here: they come from
 * LedgerQueries and AnalysisService.
 */
@Injectable()
export class ExportQueries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Partners by type (suppliers first), then short name (unique). */
  partners(): AsyncGenerator<PartnerRow[]> {
    return keysetBatches((after, limit) => {
      const p = new SqlParams();
      const where = after
        ? `WHERE (type, short_name) > (${p.add(after.type)}, ${p.add(after.short_name)})`
        : '';
      return this.dataSource.query(
        `SELECT id, code, short_name, full_name, type, address, contact_person, contact_phone,
                payment_terms_days, credit_limit
           FROM partners ${where} ORDER BY type, short_name LIMIT ${p.add(limit)}`,
        p.values,
      );
    });
  }

  /** Products by code (unique). */
  products(): AsyncGenerator<ProductRow[]> {
    return keysetBatches((after, limit) => {
      const p = new SqlParams();
      const where = after ? `WHERE code > ${p.add(after.code)}` : '';
      return this.dataSource.query(
        `SELECT id, code, product_model, category, remark, reorder_level FROM products ${where}
          ORDER BY code LIMIT ${p.add(limit)}`,
        p.values,
      );
    });
  }

  /** Prices by partner short name, product model, effective date (unique together). */
  prices(): AsyncGenerator<PriceRow[]> {
    return keysetBatches((after, limit) => {
      const p = new SqlParams();
      const where = after
        ? `WHERE (pt.short_name, pr.product_model, pp.effective_date) >
                 (${p.add(after.partner_short_name)}, ${p.add(after.product_model)}, ${p.add(after.effective_date)}::date)`
        : '';
      return this.dataSource.query(
        `SELECT pp.id, pt.code AS partner_code, pt.short_name AS partner_short_name, pr.code AS product_code,
                pr.product_model, pp.unit_price::text AS unit_price,
                to_char(pp.effective_date, 'YYYY-MM-DD') AS effective_date
           FROM product_prices pp
           JOIN partners pt ON pt.id = pp.partner_id
           JOIN products pr ON pr.id = pp.product_id
           ${where}
          ORDER BY pt.short_name, pr.product_model, pp.effective_date
          LIMIT ${p.add(limit)}`,
        p.values,
      );
    });
  }

  /** Trade records of one direction, oldest first (record date, then id). */
  records(filter: RecordFilter): AsyncGenerator<RecordRow[]> {
    return keysetBatches(async (after, limit) => {
      const p = new SqlParams();
      const where = [
        `r.direction = ${p.add(filter.direction)}`,
        ...rangeConditions(p, 'r.record_date', filter.range),
      ];
      if (filter.partnerId !== undefined) where.push(`r.partner_id = ${p.add(filter.partnerId)}`);
      if (filter.productCode) where.push(`pr.code = ${p.add(filter.productCode)}`);
      if (filter.partnerCode) where.push(`pt.code = ${p.add(filter.partnerCode)}`);
      if (after)
        where.push(`(r.record_date, r.id) > (${p.add(after.record_date)}::date, ${p.add(after.id)})`);
      const rows: RecordRow[] = await this.dataSource.query(
        `${RECORD_SELECT} WHERE ${where.join(' AND ')} ORDER BY r.record_date, r.id LIMIT ${p.add(limit)}`,
        p.values,
      );
      return rows.map((row) => ({ ...row, id: Number(row.id), quantity: Number(row.quantity) }));
    });
  }

  /** One partner's payments of a direction in a range, oldest first (pay date, then id). */
  payments(
    direction: Direction,
    partnerId: number | undefined,
    range: DateRange,
  ): AsyncGenerator<PaymentLine[]> {
    return keysetBatches((after, limit) => {
      const p = new SqlParams();
      const where = [`y.direction = ${p.add(direction)}`, ...rangeConditions(p, 'y.pay_date', range)];
      if (partnerId !== undefined) where.push(`y.partner_id = ${p.add(partnerId)}`);
      if (after) where.push(`(y.pay_date, y.id) > (${p.add(after.pay_date)}::date, ${p.add(after.id)})`);
      return this.dataSource.query(
        `SELECT y.id, y.partner_id, pt.code AS partner_code, pt.short_name AS partner_short_name,
                y.amount::text AS amount, to_char(y.pay_date, 'YYYY-MM-DD') AS pay_date, y.pay_method, y.remark
           FROM payments y
           JOIN partners pt ON pt.id = y.partner_id
          WHERE ${where.join(' AND ')}
          ORDER BY y.pay_date, y.id
          LIMIT ${p.add(limit)}`,
        p.values,
      );
    });
  }

  /** The product with this code, or null. */
  async productByCode(code: string): Promise<ProductRow | null> {
    const [row] = await this.dataSource.query(
      `SELECT id, code, product_model, category, remark FROM products WHERE code = $1`,
      [code],
    );
    return row ?? null;
  }

  /** The partner with this code, or null. */
  async partnerByCode(code: string): Promise<PartnerRow | null> {
    const [row] = await this.dataSource.query(
      `SELECT id, code, short_name, full_name, type, address, contact_person, contact_phone
         FROM partners WHERE code = $1`,
      [code],
    );
    return row ?? null;
  }

  /**
   * Partners of a direction with a record, a payment or an opening balance in the range (with a product
   * code: a record of that product in the range), by partner id.
   */
  async partnersActiveIn(
    direction: Direction,
    range: DateRange,
    productCode?: string | null,
  ): Promise<Set<number>> {
    const p = new SqlParams();
    const d = p.add(direction);
    const recordRange = rangeConditions(p, 'r.record_date', range);
    const productJoin = productCode
      ? `JOIN products pr ON pr.id = r.product_id AND pr.code = ${p.add(productCode)}`
      : '';
    // Payments and opening balances belong to no product. A direction's value is its partners' type.
    const notByProduct = productCode
      ? ''
      : `UNION SELECT y.partner_id FROM payments y
          WHERE y.direction = ${d} ${rangeConditions(p, 'y.pay_date', range)
            .map((c) => `AND ${c}`)
            .join(' ')}
         UNION SELECT ob.partner_id FROM opening_balances ob JOIN partners pt ON pt.id = ob.partner_id
          WHERE pt.type = ${d} ${rangeConditions(p, 'ob.balance_date', range)
            .map((c) => `AND ${c}`)
            .join(' ')}`;
    const rows: { partner_id: number }[] = await this.dataSource.query(
      `SELECT r.partner_id FROM trade_records r ${productJoin}
        WHERE r.direction = ${d} ${recordRange.map((c) => `AND ${c}`).join(' ')}
       ${notByProduct}`,
      p.values,
    );
    return new Set(rows.map((row) => Number(row.partner_id)));
  }
}

export function rangeConditions(p: SqlParams, column: string, range: DateRange | undefined): string[] {
  const where: string[] = [];
  if (range?.from) where.push(`${column} >= ${p.add(range.from)}::date`);
  if (range?.to) where.push(`${column} <= ${p.add(range.to)}::date`);
  return where;
}
