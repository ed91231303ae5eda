import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Direction } from '../../common/direction';
import { toNumber } from '../../common/numeric';
import { MovementCard, MovementKind, MovementQuery } from './dto/adjustment.dto';
import { signedQuantitySql, valueChangeSql } from './movements';

const VALUE_CHANGE = valueChangeSql('r', 'c');
const KIND = `CASE WHEN r.direction = ${Direction.Inbound} THEN
                     CASE WHEN r.return_of IS NULL THEN 'inbound' ELSE 'inbound_return' END
                   WHEN r.direction = ${Direction.Outbound} THEN
                     CASE WHEN r.return_of IS NULL THEN 'outbound' ELSE 'outbound_return' END
                   ELSE 'adjustment' END`;
const FOLD_ORDER = 'r.record_date, r.direction, r.id';

interface MovementRowRaw {
  date: string;
  kind: MovementKind;
  record_id: number;
  partner_short_name: string | null;
  quantity_change: number;
  balance_quantity: number;
  value_change: string;
  balance_value: string;
}

/**
 * A product's movement card: every movement in the cost engine's order with the running quantity and
 * value. The page's starting balance is one sum over the movements before it (an index range of the
 * product's history), so a page costs the same wherever it is.
 */
@Injectable()
export class StockHistoryService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async movements(query: MovementQuery): Promise<MovementCard> {
    const [product] = await this.dataSource.query(
      `SELECT p.id, COALESCE(s.current_stock, 0) AS stock, COALESCE(s.stock_value, 0) AS value
         FROM products p LEFT JOIN stock s ON s.product_id = p.id WHERE p.product_model = $1`,
      [query.product_model],
    );
    if (!product) throw new NotFoundException(`product model ${query.product_model} not found`);
    // $1 product, $2 start, $3 end: only the conditions given, so the history index serves every query.
    const params: unknown[] = [product.id, query.start_date ?? null, query.end_date ?? null];
    const from = query.start_date ? 'AND r.record_date >= $2::date' : 'AND $2::date IS NULL';
    const to = query.end_date ? 'AND r.record_date <= $3::date' : 'AND $3::date IS NULL';
    const [totals] = await this.dataSource.query(
      `SELECT (SELECT COALESCE(sum(${signedQuantitySql('r')}), 0) FROM trade_records r
                WHERE r.product_id = $1 AND r.record_date < $2::date)::int AS opening,
              count(*)::int AS total, COALESCE(sum(${signedQuantitySql('r')}), 0)::int AS moved
         FROM trade_records r WHERE r.product_id = $1 ${from} ${to}`,
      params,
    );
    // The page's starting balance: summed over the movements before it, or, when the page is in the
    // second half of a list that runs to today, the current figures minus the movements from it on.
    const fromEnd = !query.end_date && query.offset > totals.total / 2;
    const start = fromEnd
      ? `SELECT $6::int - COALESCE(sum(q), 0) AS q, $7::numeric - COALESCE(sum(v), 0) AS v FROM (
           SELECT ${signedQuantitySql('r')} AS q, ${VALUE_CHANGE} AS v
             FROM (SELECT id FROM trade_records r WHERE r.product_id = $1 ${from}
                    ORDER BY ${FOLD_ORDER} OFFSET $4) ids
             JOIN trade_records r ON r.id = ids.id
             LEFT JOIN trade_record_costs c ON c.product_id = r.product_id AND c.record_id = r.id) after`
      : `SELECT COALESCE(sum(q), 0) AS q, COALESCE(sum(v), 0) AS v FROM (
           SELECT ${signedQuantitySql('r')} AS q, ${VALUE_CHANGE} AS v
             FROM (SELECT id FROM trade_records r WHERE r.product_id = $1 ${to}
                    ORDER BY ${FOLD_ORDER} LIMIT $4 + (SELECT count(*) FROM trade_records r
                                                       WHERE r.product_id = $1 AND r.record_date < $2::date)) ids
             JOIN trade_records r ON r.id = ids.id
             LEFT JOIN trade_record_costs c ON c.product_id = r.product_id AND c.record_id = r.id) prior`;
    const rows = await this.dataSource.query(
      `WITH before_page AS (${start}),
       page AS (
         SELECT r.id, r.record_date, r.direction, r.return_of, r.partner_id,
                ${signedQuantitySql('r')} AS q, ${VALUE_CHANGE} AS v
           FROM (SELECT id FROM trade_records r WHERE r.product_id = $1 ${from} ${to}
                  ORDER BY ${FOLD_ORDER} LIMIT $5 OFFSET $4) ids
           JOIN trade_records r ON r.id = ids.id
           LEFT JOIN trade_record_costs c ON c.product_id = r.product_id AND c.record_id = r.id
       )
       SELECT to_char(r.record_date, 'YYYY-MM-DD') AS date, ${KIND} AS kind, r.id AS record_id,
              pa.short_name AS partner_short_name, r.q AS quantity_change,
              (b.q + sum(r.q) OVER w)::int AS balance_quantity,
              CASE WHEN r.q = 0 THEN 0 ELSE round(abs(r.v) / abs(r.q), 4) END AS unit_cost,
              round(r.v, 4) AS value_change, round(b.v + sum(r.v) OVER w, 4) AS balance_value
         FROM page r
         CROSS JOIN before_page b
         LEFT JOIN partners pa ON pa.id = r.partner_id
       WINDOW w AS (ORDER BY ${FOLD_ORDER} ROWS UNBOUNDED PRECEDING)
       ORDER BY ${FOLD_ORDER}`,
      [...params, query.offset, query.limit, ...(fromEnd ? [product.stock, product.value] : [])],
    );
    return {
      product_model: query.product_model,
      opening_quantity: totals.opening,
      closing_quantity: totals.opening + totals.moved,
      data: (rows as (MovementRowRaw & { unit_cost: string })[]).map((r) => ({
        date: r.date,
        kind: r.kind,
        record_id: r.record_id,
        partner_short_name: r.partner_short_name,
        quantity_change: r.quantity_change,
        balance_quantity: r.balance_quantity,
        unit_cost: toNumber(r.unit_cost),
        value_change: toNumber(r.value_change),
        balance_value: toNumber(r.balance_value),
      })),
      pagination: { page: query.page, limit: query.limit, total: totals.total },
    };
  }
}
