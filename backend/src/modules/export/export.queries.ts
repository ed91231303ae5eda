import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlParams } from '../../common/sql-params';
import { findPartnerByCode, partnerBatch, PartnerRow } from '../partners/partners.queries';
import { findProductByCode, productBatch, ProductRow } from '../products/products.queries';
import { priceBatch, ProductPriceRow } from '../prices/prices.queries';
import { listRecords, RecordLine, RecordListFilter } from '../trade/trade-records.queries';
import { Direction } from '../../common/side';

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

export interface PaymentLine {
  id: number;
  partner_id: number;
  partner_code: string | null;
  partner_short_name: string;
  amount: string;
  pay_date: string;
  pay_method: string;
  /** The account the payment moved (its name). */
  account: string;
  remark: string | null;
}

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
    return keysetBatches((after, limit) => partnerBatch(this.dataSource, after, limit));
  }

  /** Products by code (unique). */
  products(): AsyncGenerator<ProductRow[]> {
    return keysetBatches((after, limit) => productBatch(this.dataSource, after, limit));
  }

  /** Prices by partner short name, product model, effective date (unique together). */
  prices(): AsyncGenerator<ProductPriceRow[]> {
    return keysetBatches((after, limit) => priceBatch(this.dataSource, after, limit));
  }

  /** Trade records of one direction, oldest first (record date, then id). */
  records(filter: RecordListFilter): AsyncGenerator<RecordLine[]> {
    return keysetBatches((after, limit) =>
      listRecords(this.dataSource, filter, { order: 'oldest', after, window: { offset: 0, limit } }),
    );
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
                y.amount::text AS amount, to_char(y.pay_date, 'YYYY-MM-DD') AS pay_date, y.pay_method,
                a.name AS account, y.remark
           FROM payments y
           JOIN partners pt ON pt.id = y.partner_id
           JOIN accounts a ON a.id = y.account_id
          WHERE ${where.join(' AND ')}
          ORDER BY y.pay_date, y.id
          LIMIT ${p.add(limit)}`,
        p.values,
      );
    });
  }

  productByCode(code: string): Promise<ProductRow | null> {
    return findProductByCode(this.dataSource, code);
  }

  partnerByCode(code: string): Promise<PartnerRow | null> {
    return findPartnerByCode(this.dataSource, code);
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
