import { Direction } from '../../common/side';
import { Queryable } from '../../common/sql-params';
import { ReportRange } from './profit-and-loss.queries';

/** Net and tax amounts of one side's records at one rate (decimal texts; returns subtract). */
export interface VatRateRow {
  direction: Direction;
  rate: string;
  net_amount: string;
  tax_amount: string;
}

/** A month's output and input tax (decimal texts). */
export interface VatMonthRow {
  month: string;
  output_tax: string;
  input_tax: string;
}

/**
 * The inbound and outbound records dated in the range, summed per side and rate: a return's amounts are
 * negative, so it subtracts from its side.
 */
export function vatByRate(db: Queryable, range: ReportRange): Promise<VatRateRow[]> {
  return db.query(
    `SELECT r.direction, r.tax_rate::text AS rate, sum(r.net_amount)::text AS net_amount,
            sum(r.tax_amount)::text AS tax_amount
       FROM trade_records r
      WHERE r.direction IS NOT NULL AND r.record_date BETWEEN $1::date AND $2::date
      GROUP BY r.direction, r.tax_rate
      ORDER BY r.direction, r.tax_rate`,
    [range.startDate, range.endDate],
  );
}

/** Every month of the range (YYYY-MM) with its output (outbound) and input (inbound) tax, oldest first. */
export function vatByMonth(db: Queryable, range: ReportRange): Promise<VatMonthRow[]> {
  return db.query(
    `SELECT to_char(m, 'YYYY-MM') AS month,
            COALESCE(t.output_tax, 0)::text AS output_tax, COALESCE(t.input_tax, 0)::text AS input_tax
       FROM generate_series(date_trunc('month', $1::date), date_trunc('month', $2::date), interval '1 month') m
       LEFT JOIN (
         SELECT date_trunc('month', r.record_date) AS month,
                sum(r.tax_amount) FILTER (WHERE r.direction = ${Direction.Outbound}) AS output_tax,
                sum(r.tax_amount) FILTER (WHERE r.direction = ${Direction.Inbound}) AS input_tax
           FROM trade_records r
          WHERE r.direction IS NOT NULL AND r.record_date BETWEEN $1::date AND $2::date
          GROUP BY 1
       ) t ON t.month = m
      ORDER BY m`,
    [range.startDate, range.endDate],
  );
}
